<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Support;

use Psr\Log\AbstractLogger;

/** A PSR-3 logger that keeps every line. */
final class RecordingLogger extends AbstractLogger
{
    /** @var list<array{0: string, 1: string}> [level, message] */
    public array $lines = [];

    /**
     * @param mixed $level
     * @param string|\Stringable $message
     * @param array<string, mixed> $context
     */
    public function log($level, $message, array $context = []): void
    {
        $this->lines[] = [(string) $level, (string) $message];
    }
}
