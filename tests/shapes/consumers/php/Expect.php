<?php

declare(strict_types=1);

namespace Orbit\Shapes\Consumer;

/** The consumer's one assertion: a failed expectation fails the judge with what was seen. */
final class Expect
{
    /** @param mixed $actual */
    public static function that(bool $ok, string $what, $actual = null): void
    {
        if (!$ok) {
            throw new \RuntimeException("$what (got " . json_encode($actual) . ')');
        }
    }
}
