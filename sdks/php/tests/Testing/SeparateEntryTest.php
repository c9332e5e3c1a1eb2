<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Testing;

use PHPUnit\Framework\TestCase;

/**
 * The testing kit is an entry point of its own (Orbit\Sdk\Testing): a program that uses the SDK, calls
 * included, loads none of its classes (Composer autoloads a class when it is first used).
 */
final class SeparateEntryTest extends TestCase
{
    public function testUsingTheSdkLoadsNothingOfTheKit(): void
    {
        $bootstrap = var_export(dirname(__DIR__) . '/bootstrap.php', true);
        $program = <<<PHP
            require $bootstrap;
            use Orbit\\Sdk\\Tests\\Support\\MemoryClient;
            \$http = (new MemoryClient())->queue(MemoryClient::json(200, ['items' => []]));
            \$client = new Orbit\\Sdk\\Client(['base_url' => 'https://api.test', 'http_client' => \$http]);
            \$client->packages->list();
            \$kit = array_filter(get_declared_classes(), static function (string \$class): bool {
                return strpos(\$class, 'Orbit\\\\Sdk\\\\Testing\\\\') === 0;
            });
            \$sdk = class_exists('Orbit\\\\Sdk\\\\Models\\\\PackageList', false);
            echo json_encode(['sdk' => \$sdk, 'kit' => array_values(\$kit)]);
            PHP;
        $process = proc_open([PHP_BINARY, '-r', $program], [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
        self::assertIsResource($process);
        $out = (string) stream_get_contents($pipes[1]);
        $errors = (string) stream_get_contents($pipes[2]);
        proc_close($process);
        self::assertSame(['sdk' => true, 'kit' => []], json_decode($out, true), $errors);
    }
}
