<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use Orbit\Sdk\Generated\Constants;
use Psr\Http\Message\ResponseInterface;

/**
 * The retry rules of docs/sdk-design.md §4, read from the generated constants: which answers are retried,
 * the server's wait (Retry-After and its forms, in the rules' order) and the backoff with jitter.
 */
final class Retries
{
    /** @var array<int, true> */
    private static array $statuses = [];

    private function __construct()
    {
    }

    public static function retryableStatus(int $status): bool
    {
        if (self::$statuses === []) {
            self::$statuses = array_fill_keys(Constants::RETRY_STATUSES, true);
        }
        return isset(self::$statuses[$status]);
    }

    /**
     * The server's wait in seconds, from the first source header with a valid value; null when none has one.
     *
     * @param float $now the current time (Unix seconds), for an HTTP date
     */
    public static function serverWait(ResponseInterface $response, float $now): ?float
    {
        foreach (Constants::RETRY_AFTER_SOURCES as $header => $unit) {
            $value = trim($response->getHeaderLine($header));
            if ($value === '') {
                continue;
            }
            if (preg_match('/^\d+(\.\d+)?$/', $value)) {
                return $unit === 'milliseconds' ? (float) $value / 1000 : (float) $value;
            }
            if ($unit === 'seconds-or-http-date') {
                $date = self::httpDate($value);
                if ($date !== null) {
                    return max(0.0, $date - $now);
                }
            }
        }
        return null;
    }

    /** The wait before retry n (0 for the first): min(initial × multiplier^n, max) × (1 − jitter × random). */
    public static function backoff(int $retry, float $random): float
    {
        $base = min(
            Constants::BACKOFF_INITIAL_SECONDS * Constants::BACKOFF_MULTIPLIER ** $retry,
            Constants::BACKOFF_MAX_SECONDS
        );
        return $base * (1 - Constants::BACKOFF_JITTER * $random);
    }

    /** An HTTP date (IMF-fixdate, or the obsolete RFC 850 and asctime forms) as Unix seconds. */
    private static function httpDate(string $value): ?float
    {
        $utc = new \DateTimeZone('UTC');
        foreach (['D, d M Y H:i:s \G\M\T', 'l, d-M-y H:i:s \G\M\T', 'D M j H:i:s Y'] as $format) {
            $date = \DateTimeImmutable::createFromFormat('!' . $format, preg_replace('/\s+/', ' ', $value), $utc);
            if ($date !== false) {
                return (float) $date->getTimestamp();
            }
        }
        return null;
    }
}
