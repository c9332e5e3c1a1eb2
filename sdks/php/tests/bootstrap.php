<?php
/**
 * PHPUnit bootstrap (hand-written): no `composer install` needed. Loads Debian's Guzzle (and its
 * PSR dependencies) from /usr/share/php, or a Composer vendor/ directory when one exists, and
 * registers a PSR-4 autoloader for Orbit\Sdk\ (lib/) and Orbit\Sdk\Test\ (tests/).
 */

$root = dirname(__DIR__);
if (is_file($root . '/vendor/autoload.php')) {
    require $root . '/vendor/autoload.php';
} else {
    $guzzle = null;
    foreach (array_merge(explode(PATH_SEPARATOR, (string) get_include_path()), ['/usr/share/php']) as $dir) {
        if ($dir !== '' && $dir !== '.' && is_file($dir . '/GuzzleHttp/autoload.php')) {
            $guzzle = $dir;
            break;
        }
    }
    if ($guzzle === null) {
        fwrite(STDERR, "Guzzle not found: install php-guzzlehttp-guzzle (Debian) or run composer install\n");
        exit(1);
    }
    // Debian's autoload files require their dependencies relative to the include path.
    set_include_path($guzzle . PATH_SEPARATOR . get_include_path());
    require_once 'GuzzleHttp/autoload.php';
    require_once 'GuzzleHttp/Psr7/autoload.php';
    require_once 'GuzzleHttp/Promise/autoload.php';
}

spl_autoload_register(static function (string $class) use ($root): void {
    foreach (['Orbit\\Sdk\\Test\\' => $root . '/tests/', 'Orbit\\Sdk\\' => $root . '/lib/'] as $prefix => $dir) {
        if (strncmp($class, $prefix, strlen($prefix)) === 0) {
            $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
            if (is_file($file)) {
                require $file;
            }
            return;
        }
    }
});
