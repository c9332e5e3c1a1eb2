<?php
/**
 * The package itself: every file parses and loads on the running PHP (the suites run this on 7.4
 * and 8.2, so PHP 8-only syntax fails here), the Composer manifest, the version and User-Agent.
 */

namespace Orbit\Sdk\Test\Unit;

use Orbit\Sdk\Configuration;
use Orbit\Sdk\OrbitClient;
use PHPUnit\Framework\TestCase;

final class PackageTest extends TestCase
{
    private static function root(): string
    {
        return dirname(__DIR__, 2);
    }

    public function testEverySourceFileLoadsOnThisPhp(): void
    {
        $files = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator(self::root() . '/lib', \FilesystemIterator::SKIP_DOTS));
        $count = 0;
        foreach ($files as $file) {
            if ($file->getExtension() !== 'php') {
                continue;
            }
            $relative = substr($file->getPathname(), strlen(self::root() . '/lib/'), -4);
            $class = 'Orbit\\Sdk\\' . str_replace('/', '\\', $relative);
            self::assertTrue(
                class_exists($class) || interface_exists($class) || trait_exists($class),
                "$class does not load from lib/$relative.php"
            );
            $count++;
        }
        self::assertGreaterThan(100, $count);
    }

    public function testComposerManifest(): void
    {
        $composer = json_decode((string) file_get_contents(self::root() . '/composer.json'), true);
        self::assertSame('orbit/orbit-sdk', $composer['name']);
        self::assertSame('^7.4 || ^8.0', $composer['require']['php']);
        self::assertSame(['Orbit\\Sdk\\' => 'lib/'], $composer['autoload']['psr-4']);
        self::assertSame('3.4.0', $composer['extra']['orbit']['sdk-version']);
        self::assertArrayNotHasKey('version', $composer, 'the version comes from the git tag (a version field fails composer validate --strict)');
    }

    public function testComposerValidateStrict(): void
    {
        $composer = trim((string) shell_exec('command -v composer'));
        self::assertNotSame('', $composer, 'composer is not installed (scripts/bootstrap php installs it)');
        $output = [];
        exec(
            // Debian's composer runs on the system PHP (8.2), without the PHP 7.4 wrapper's ini settings.
            'cd ' . escapeshellarg(self::root()) . ' && env -u PHPRC -u PHP_INI_SCAN_DIR COMPOSER_ALLOW_SUPERUSER=1 ' . escapeshellarg($composer)
            . ' validate --strict --no-interaction 2>&1',
            $output,
            $status
        );
        self::assertSame(0, $status, implode("\n", $output));
    }

    public function testVersionAndUserAgent(): void
    {
        self::assertSame('3.4.0', OrbitClient::VERSION);
        $expected = 'orbit-sdk-php/3.4.0 (php ' . PHP_VERSION . '; ' . strtolower(PHP_OS_FAMILY) . ')';
        self::assertSame($expected, (new OrbitClient(['base_url' => 'http://127.0.0.1:9']))->getUserAgent());
        self::assertSame($expected, (new Configuration())->getUserAgent(), 'the generated layer sends the same User-Agent');
        self::assertMatchesRegularExpression('~^orbit-sdk-php/3\.4\.0 \(php \d+\.\d+\.\d+[^;]*; [a-z]+\)$~', $expected);
    }

    public function testDefaultBaseUrlIsTheContractServer(): void
    {
        self::assertSame('https://api.orbit.example', OrbitClient::DEFAULT_BASE_URL);
        self::assertSame('https://api.orbit.example', (new Configuration())->getHost());
    }
}
