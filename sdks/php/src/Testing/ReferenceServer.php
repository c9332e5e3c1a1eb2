<?php

declare(strict_types=1);

namespace Orbit\Sdk\Testing;

/**
 * Where the Worlds of a test run live: ORBIT_SANDBOX_URL when it is set (a reference server running somewhere);
 * else the bundled reference server that ORBIT_REFERENCE_SERVER names (`servers/orbit-reference-server.mjs` of
 * the release archive), started with `node` on a free loopback port the first time a World needs it and stopped
 * when the PHP process ends, so once per test run.
 */
final class ReferenceServer
{
    public const URL_VARIABLE = 'ORBIT_SANDBOX_URL';
    public const SERVER_VARIABLE = 'ORBIT_REFERENCE_SERVER';
    /** How long the bundled server may take to listen: a bound for a server that hangs, not a wait. */
    private const START_SECONDS = 60;

    private static ?string $started = null;

    private function __construct()
    {
    }

    /**
     * The sandbox's base URL.
     *
     * @throws SandboxUnavailableException neither variable is set, or the bundled server did not start
     */
    public static function url(): string
    {
        $given = getenv(self::URL_VARIABLE);
        if (is_string($given) && $given !== '') {
            return rtrim($given, '/');
        }
        if (self::$started === null) {
            self::$started = self::start();
        }
        return self::$started;
    }

    private static function start(): string
    {
        $bundle = getenv(self::SERVER_VARIABLE);
        if (!is_string($bundle) || !is_file($bundle)) {
            throw new SandboxUnavailableException(sprintf(
                'No sandbox for a World: set %s to a running reference server, or %s to the bundled one '
                . '(servers/orbit-reference-server.mjs of the release archive; needs node)%s.',
                self::URL_VARIABLE,
                self::SERVER_VARIABLE,
                is_string($bundle) && $bundle !== '' ? "; $bundle is not a file" : ''
            ));
        }
        // A free loopback port: the one the system gives a listening socket, closed for the server to take.
        $socket = stream_socket_server('tcp://127.0.0.1:0');
        $address = $socket === false ? '' : (string) stream_socket_get_name($socket, false);
        $port = (int) substr((string) strrchr($address, ':'), 1);
        if ($socket !== false) {
            fclose($socket);
        }
        $log = (string) tempnam(sys_get_temp_dir(), 'orbit-reference-server-');
        // The server's lines go to a file: a pipe nobody reads would stop it once full.
        $env = ['PORT' => (string) $port, 'HOST' => '127.0.0.1'] + getenv();
        $io = [0 => ['pipe', 'r'], 1 => ['file', $log, 'w'], 2 => ['file', $log, 'a']];
        $process = proc_open(['node', $bundle], $io, $pipes, null, $env);
        if (!is_resource($process)) {
            throw new SandboxUnavailableException("The reference server $bundle did not start (is node installed?).");
        }
        fclose($pipes[0]);
        register_shutdown_function(static function () use ($process, $log): void {
            proc_terminate($process);
            proc_close($process);
            @unlink($log);
        });
        $deadline = microtime(true) + self::START_SECONDS;
        while (($connection = @fsockopen('127.0.0.1', $port, $errno, $error, 1.0)) === false) {
            if (!proc_get_status($process)['running'] || microtime(true) > $deadline) {
                $output = trim((string) file_get_contents($log));
                throw new SandboxUnavailableException("The reference server $bundle did not start:\n$output");
            }
            usleep(20000);
        }
        fclose($connection);
        return "http://127.0.0.1:$port";
    }
}
