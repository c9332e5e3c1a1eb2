<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use Orbit\Sdk\Generated\Constants;

/**
 * The SDK's log (`log_level` or ORBIT_LOG; off by default): at `info` one line per attempt in the rules'
 * format, at `debug` also one line per attempt with the request headers, the rules' secret headers
 * redacted. Never a body, a query string or a credential. Lines go to the PSR-3 `logger` when one is
 * set, else to standard error.
 */
final class Log
{
    private bool $info;
    private bool $debug;
    /** @var \Psr\Log\LoggerInterface|null */
    private $logger;
    /** @var array<string, true> lower-case names of the headers never shown */
    private array $redact;

    /** @param \Psr\Log\LoggerInterface|null $logger */
    public function __construct(string $level, $logger)
    {
        $rank = (int) array_search($level, Constants::LOG_LEVELS, true);
        $this->info = $rank >= (int) array_search('info', Constants::LOG_LEVELS, true);
        $this->debug = $rank >= (int) array_search('debug', Constants::LOG_LEVELS, true);
        $this->logger = $logger;
        $this->redact = array_fill_keys(array_map('strtolower', Constants::LOG_REDACT_HEADERS), true);
    }

    public function enabled(): bool
    {
        return $this->info;
    }

    /** One attempt: its status, or `timeout` / `connection_error` when no answer came. */
    public function attempt(string $method, string $path, string $status, int $attempt, ?string $id, float $ms): void
    {
        if (!$this->info) {
            return;
        }
        $this->write('info', strtr(Constants::LOG_FORMAT, [
            '{level}' => 'info',
            '{method}' => $method,
            '{path}' => $path,
            '{status}' => $status,
            '{attempt}' => (string) $attempt,
            '{request_id}' => $id ?? '-',
            '{elapsed_ms}' => (string) (int) round($ms),
        ]));
    }

    /**
     * The headers of an attempt (debug), each of the rules' secret headers shown as the redaction mark.
     *
     * @param array<string, string> $headers
     */
    public function headers(string $method, string $path, array $headers): void
    {
        if (!$this->debug) {
            return;
        }
        $shown = [];
        foreach ($headers as $name => $value) {
            $shown[] = $name . ': ' . (isset($this->redact[strtolower($name)]) ? Constants::LOG_REDACTED : $value);
        }
        // The line starts like the attempt line (the rules' format up to the path), then the headers.
        $head = substr(Constants::LOG_FORMAT, 0, (int) strpos(Constants::LOG_FORMAT, '{path}') + 6);
        $line = strtr($head, ['{level}' => 'debug', '{method}' => $method, '{path}' => $path]);
        $this->write('debug', $line . ' headers: ' . implode('; ', $shown));
    }

    private function write(string $level, string $line): void
    {
        if ($this->logger !== null) {
            $this->logger->log($level, $line);
            return;
        }
        $stderr = defined('STDERR') ? STDERR : fopen('php://stderr', 'ab');
        if (is_resource($stderr)) {
            fwrite($stderr, $line . PHP_EOL);
        }
    }
}
