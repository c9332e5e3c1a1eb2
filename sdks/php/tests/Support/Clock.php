<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Support;

/**
 * The injected time of a client under test: `sleep` records each wait (and moves the clock) instead of
 * waiting, `clock` answers the fake now, `random` a fixed jitter draw.
 */
final class Clock
{
    /** @var list<float> */
    public array $waits = [];
    public float $now;
    public float $random;

    public function __construct(float $now = 1767225600.0, float $random = 0.5)
    {
        $this->now = $now;
        $this->random = $random;
    }

    /** @return array{sleep: callable(float): void, clock: callable(): float, random: callable(): float} */
    public function options(): array
    {
        return [
            'sleep' => function (float $seconds): void {
                $this->waits[] = $seconds;
                $this->now += $seconds;
            },
            'clock' => function (): float {
                return $this->now;
            },
            'random' => function (): float {
                return $this->random;
            },
        ];
    }
}
