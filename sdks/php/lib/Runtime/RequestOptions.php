<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Runtime;

/**
 * The per-request options every resource method takes as its last argument. Each one overrides
 * the client's setting for this call only:
 *
 * - `timeout` (float seconds), `max_retries` (int, 0 disables retries)
 * - `headers` (array of extra headers)
 * - `idempotency_key` (string; for the money-moving operations; default: a fresh UUID per call,
 *   kept across that call's retries; `false` sends none and disables retries)
 * - `access_token`, `api_key` (credentials for this call)
 * - `base_url` (another server for this call)
 * - `auto_refresh` (bool; refresh-and-replay on a 401, default from the client)
 */
final class RequestOptions
{
    public const KEYS = [
        'timeout', 'max_retries', 'headers', 'idempotency_key', 'access_token', 'api_key', 'base_url', 'auto_refresh',
    ];

    /**
     * @param array<string, mixed> $options
     * @return array<string, mixed>
     */
    public static function validate(array $options): array
    {
        foreach ($options as $key => $value) {
            if (!in_array($key, self::KEYS, true)) {
                throw new \InvalidArgumentException(sprintf(
                    "Unknown request option '%s' (known: %s)",
                    $key,
                    implode(', ', self::KEYS)
                ));
            }
        }
        if (isset($options['timeout']) && (!is_numeric($options['timeout']) || $options['timeout'] <= 0)) {
            throw new \InvalidArgumentException('timeout must be a positive number of seconds');
        }
        if (isset($options['max_retries']) && (!is_int($options['max_retries']) || $options['max_retries'] < 0)) {
            throw new \InvalidArgumentException('max_retries must be an integer >= 0');
        }
        if (isset($options['headers']) && !is_array($options['headers'])) {
            throw new \InvalidArgumentException('headers must be an array');
        }
        return $options;
    }
}
