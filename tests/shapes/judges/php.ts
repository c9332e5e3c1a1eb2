// The PHP SDK's judges on its build from openapi/fixtures/shapes.yaml (tests/shapes/README.md): the same
// judges as on sdks/php (the floor's `php -l` and 8.2's, PHP_CodeSniffer PSR-12 with no error or warning)
// over the built SDK's source and the consumer program, then the consumer itself (consumers/php) run
// offline under strict types on PHP 7.4 and 8.2 with warnings and deprecations as errors: PHP has no type
// checker in the toolkit, so running the typed program against a Guzzle MockHandler is its type check.
// Commands run from the repository root.
export function judges(sdkDir: string): { name: string; command: string; args: string[]; cwd?: string; env?: Record<string, string> }[] {
  const consumer = 'tests/shapes/consumers/php';
  // Every PHP file of the built SDK's source and of the consumer through `php -l`; any failure fails.
  const lint = (php: string) => ({
    name: `php -l (${php.replace('.cache/bin/php', 'PHP ')}): the SDK's source and the consumer`,
    command: 'bash',
    args: ['-c', 'set -o pipefail; find "$1/src" "$2" -name "*.php" -print0 | xargs -0 -n1 "$0" -l > /dev/null', php, sdkDir, consumer],
  });
  const run = (php: string) => ({
    name: `consumer on ${php.replace('.cache/bin/php', 'PHP ')} (strict types, warnings and deprecations fail)`,
    command: php,
    args: [`${consumer}/consumer.php`],
    env: { ORBIT_SDK_DIR: sdkDir },
  });
  return [
    lint('.cache/bin/php7.4'),
    lint('.cache/bin/php8.2'),
    { name: 'phpcs --standard=PSR12: the SDK\'s source and the consumer', command: 'phpcs', args: ['--standard=PSR12', `${sdkDir}/src`, consumer] },
    run('.cache/bin/php7.4'),
    run('.cache/bin/php8.2'),
  ];
}
