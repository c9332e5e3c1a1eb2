<?php

declare(strict_types=1);

namespace Orbit\MatrixDriver;

use Psr\Log\AbstractLogger;

/** The SDK's log lines of the current call (the driver installs it as every client's PSR-3 logger). */
final class CallLog extends AbstractLogger
{
    /** @var list<string> */
    public array $lines = [];

    /**
     * @param mixed $level
     * @param string|\Stringable $message
     * @param array<string, mixed> $context
     */
    public function log($level, $message, array $context = []): void
    {
        $this->lines[] = (string) $message;
    }
}
