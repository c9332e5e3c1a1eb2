<?php

/**
 * PHPUnit bootstrap: no `composer install` needed. Loads a Composer vendor/ directory when one exists,
 * else Debian's Guzzle (with its PSR interfaces) from /usr/share/php, and registers the PSR-4 autoloader
 * of composer.json for Orbit\Sdk\ (src/) and Orbit\Sdk\Tests\ (tests/).
 */

declare(strict_types=1);

$root = dirname(__DIR__);
if (is_file($root . '/vendor/autoload.php')) {
    require $root . '/vendor/autoload.php';
} else {
    if (!is_file('/usr/share/php/GuzzleHttp/autoload.php')) {
        fwrite(STDERR, "Guzzle not found: install php-guzzlehttp-guzzle (Debian) or run composer install\n");
        exit(1);
    }
    // Debian's autoload files require their dependencies relative to the include path.
    set_include_path('/usr/share/php' . PATH_SEPARATOR . get_include_path());
    require_once 'GuzzleHttp/autoload.php';
    require_once 'Psr/Log/autoload.php';
}

spl_autoload_register(static function (string $class) use ($root): void {
    foreach (['Orbit\\Sdk\\Tests\\' => $root . '/tests/', 'Orbit\\Sdk\\' => $root . '/src/'] as $prefix => $dir) {
        if (strncmp($class, $prefix, strlen($prefix)) === 0) {
            $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
            if (is_file($file)) {
                require $file;
            }
            return;
        }
    }
});
