<?php

/**
 * Hand-written test support: starts tests/Support/fault_server.php (a scriptable HTTP test double)
 * on a free 127.0.0.1 port with the PHP that runs the tests, and talks to its control endpoints.
 */

namespace Orbit\Sdk\Tests\Support;

final class FaultServer
{
    /** @var resource */
    private $process;
    /** @var array<int, resource> */
    private $pipes;
    /** @var string */
    public $url;

    public function __construct()
    {
        $process = proc_open(
            [PHP_BINARY, __DIR__ . '/fault_server.php'],
            [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['file', self::log(), 'a']],
            $pipes
        );
        if (!is_resource($process)) {
            throw new \RuntimeException('cannot start the fault server');
        }
        $this->process = $process;
        $this->pipes = $pipes;
        $line = fgets($pipes[1]);
        if ($line === false || strpos($line, 'PORT ') !== 0) {
            throw new \RuntimeException('fault server did not start: ' . var_export($line, true));
        }
        $this->url = 'http://127.0.0.1:' . (int) substr($line, 5);
    }

    private static function log(): string
    {
        return sys_get_temp_dir() . '/orbit-fault-server.log';
    }

    /** @param array<int, array<string, mixed>> $steps */
    public function enqueue(array $steps): void
    {
        $this->control('POST', '/__control/enqueue', json_encode($steps));
    }

    /** @return array<int, array<string, mixed>> */
    public function requests(): array
    {
        return json_decode($this->control('GET', '/__control/requests'), true);
    }

    /** Lets the piece of a step that awaits this signal go (see fault_server.php). */
    public function signal(string $name): void
    {
        $this->control('POST', '/__control/signal', json_encode(['name' => $name]));
    }

    public function reset(): void
    {
        $this->control('POST', '/__control/reset', '[]');
    }

    public function stop(): void
    {
        if (is_resource($this->process)) {
            proc_terminate($this->process);
            foreach ($this->pipes as $pipe) {
                if (is_resource($pipe)) {
                    fclose($pipe);
                }
            }
            proc_close($this->process);
        }
    }

    private function control(string $method, string $path, string $body = ''): string
    {
        $context = stream_context_create(['http' => [
            'method' => $method,
            'header' => "Content-Type: application/json\r\nConnection: close\r\n",
            'content' => $body,
            'timeout' => 10,
            'ignore_errors' => true,
        ]]);
        $result = file_get_contents($this->url . $path, false, $context);
        if ($result === false) {
            throw new \RuntimeException("fault server control $path failed");
        }
        return $result;
    }
}
