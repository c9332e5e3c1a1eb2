<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Unit;

use Orbit\Sdk\Client;
use Orbit\Sdk\Generated\Constants;
use PHPUnit\Framework\TestCase;

/**
 * The package itself: every file of src/ loads on the running PHP (the suites run on 7.4 and 8.2, so
 * PHP 8-only syntax fails here), every generated pattern compiles, the Composer manifest is valid
 * (composer validate --strict), and the version and User-Agent follow the rules.
 */
final class PackageTest extends TestCase
{
    private static function root(): string
    {
        return dirname(__DIR__, 2);
    }

    /** @return list<class-string> */
    private static function classes(): array
    {
        $files = new \RecursiveIteratorIterator(
            new \RecursiveDirectoryIterator(self::root() . '/src', \FilesystemIterator::SKIP_DOTS)
        );
        $classes = [];
        foreach ($files as $file) {
            if ($file->getExtension() === 'php') {
                $relative = substr($file->getPathname(), strlen(self::root() . '/src/'), -4);
                $classes[] = 'Orbit\\Sdk\\' . str_replace('/', '\\', $relative);
            }
        }
        sort($classes);
        return $classes;
    }

    public function testEverySourceFileLoadsOnThisPhp(): void
    {
        $classes = self::classes();
        foreach ($classes as $class) {
            self::assertTrue(
                class_exists($class) || interface_exists($class) || trait_exists($class),
                "$class does not load"
            );
        }
        self::assertGreaterThan(80, count($classes));
    }

    public function testEveryGeneratedPatternCompiles(): void
    {
        $patterns = [];
        $collect = static function ($value) use (&$collect, &$patterns): void {
            if (is_array($value)) {
                foreach ($value as $key => $item) {
                    if ($key === 'pattern' && is_string($item)) {
                        $patterns[] = $item;
                    }
                    $collect($item);
                }
            }
        };
        foreach (self::classes() as $class) {
            if (class_exists($class)) {
                $collect((new \ReflectionClass($class))->getConstants());
            }
        }
        self::assertGreaterThan(20, count($patterns));
        foreach ($patterns as $pattern) {
            self::assertNotFalse(@preg_match($pattern, ''), "the pattern $pattern does not compile");
        }
    }

    public function testComposerManifest(): void
    {
        $composer = json_decode((string) file_get_contents(self::root() . '/composer.json'), true);
        self::assertSame('orbit/orbit-sdk', $composer['name']);
        self::assertSame('^7.4 || ^8.0', $composer['require']['php']);
        self::assertSame(['Orbit\\Sdk\\' => 'src/'], $composer['autoload']['psr-4']);
        self::assertSame(Constants::VERSION, $composer['extra']['orbit']['sdk-version']);
        self::assertArrayNotHasKey('version', $composer, 'the version comes from the git tag');
        self::assertFileExists(self::root() . '/LICENSE');
    }

    public function testComposerValidateStrict(): void
    {
        $composer = trim((string) shell_exec('command -v composer'));
        self::assertNotSame('', $composer, 'composer is not installed (scripts/bootstrap php installs it)');
        $output = [];
        exec(
            // Debian's composer runs on the system PHP (8.2), without the PHP 7.4 wrapper's ini settings.
            'cd ' . escapeshellarg(self::root()) . ' && env -u PHPRC -u PHP_INI_SCAN_DIR COMPOSER_ALLOW_SUPERUSER=1 '
            . escapeshellarg($composer) . ' validate --strict --no-interaction 2>&1',
            $output,
            $status
        );
        self::assertSame(0, $status, implode("\n", $output));
    }

    public function testVersionAndUserAgent(): void
    {
        self::assertSame('3.4.0', Constants::VERSION);
        $expected = 'orbit-sdk-php/3.4.0 (php ' . PHP_VERSION . '; ' . strtolower(PHP_OS_FAMILY) . ')';
        self::assertSame($expected, (new Client(['base_url' => 'http://127.0.0.1:9']))->getUserAgent());
    }

    public function testTheConstantsAreTheContractsRules(): void
    {
        $contract = (string) file_get_contents(dirname(self::root(), 2) . '/openapi/openapi.yaml');
        self::assertStringContainsString('max_seconds: ' . (int) Constants::RETRY_AFTER_MAX_SECONDS, $contract);
        self::assertStringContainsString('statuses: [' . implode(', ', Constants::RETRY_STATUSES) . ']', $contract);
        self::assertStringContainsString("format: '" . Constants::LOG_FORMAT . "'", $contract);
        self::assertSame('https://api.orbit.example', Constants::DEFAULT_BASE_URL);
    }
}
