<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use Orbit\Sdk\Exception\InvalidArgumentException;
use Orbit\Sdk\Generated\Constants;
use Psr\Http\Client\ClientInterface;
use Psr\Http\Message\RequestFactoryInterface;
use Psr\Http\Message\StreamFactoryInterface;

/**
 * The client's and each call's options, checked: options win over environment variables, which win
 * over the rules' defaults (docs/sdk-design.md §3). An invalid option or environment value raises
 * InvalidArgumentException at construction (or at the call, for per-call options).
 */
final class Options
{
    private const CLIENT = [
        'base_url', 'access_token', 'refresh_token', 'api_key', 'timeout', 'idle_timeout', 'max_retries',
        'auto_refresh', 'default_headers', 'http_client', 'request_factory', 'stream_factory', 'log_level', 'logger',
        'on_session', 'sleep', 'clock', 'random',
    ];
    private const CALL = [
        'headers', 'max_retries', 'timeout', 'idle_timeout', 'idempotency_key', 'api_key', 'extra_query', 'extra_body',
    ];
    private const NO_CALL_OPTIONS = [
        'headers' => [],
        'max_retries' => null,
        'timeout' => null,
        'idle_timeout' => null,
        'idempotency_key' => null,
        'api_key' => null,
        'extra_query' => [],
        'extra_body' => [],
    ];

    private function __construct()
    {
    }

    /**
     * @param array<string, mixed> $options
     *
     * @return array<string, mixed> every client option, with its environment value or default filled in
     *
     * @throws InvalidArgumentException
     */
    public static function client(array $options): array
    {
        self::refuseUnknown($options, self::CLIENT, 'client option');
        $env = static function (string $name): ?string {
            $value = getenv($name);
            return $value === false || $value === '' ? null : $value;
        };
        $out = [];
        $baseUrl = $options['base_url'] ?? $env(Constants::ENV_BASE_URL) ?? Constants::DEFAULT_BASE_URL;
        if (!is_string($baseUrl) || !preg_match('~^https?://[^/\s]+~i', $baseUrl)) {
            throw self::invalid('base_url must be an http(s) URL', 'base_url');
        }
        $out['base_url'] = rtrim($baseUrl, '/');
        $out['access_token'] = self::optionalString($options, 'access_token', $env(Constants::ENV_ACCESS_TOKEN));
        $out['refresh_token'] = self::optionalString($options, 'refresh_token', null);
        $out['api_key'] = self::optionalString($options, 'api_key', $env(Constants::ENV_API_KEY));
        $timeout = $options['timeout'] ?? self::number($env(Constants::ENV_TIMEOUT), Constants::ENV_TIMEOUT);
        $out['timeout'] = self::timeout($timeout ?? Constants::TIMEOUT_SECONDS, 'timeout');
        $idle = $options['idle_timeout'] ?? Constants::IDLE_TIMEOUT_SECONDS;
        $out['idle_timeout'] = self::timeout($idle, 'idle_timeout');
        // Read only when the option is not given: an option wins over its variable, whatever the variable holds.
        $name = Constants::ENV_MAX_RETRIES;
        $retries = $options['max_retries'] ?? self::integer($env($name), $name);
        $out['max_retries'] = self::retries($retries ?? Constants::MAX_RETRIES, 'max_retries');
        $out['auto_refresh'] = $options['auto_refresh'] ?? true;
        if (!is_bool($out['auto_refresh'])) {
            throw self::invalid('auto_refresh must be true or false', 'auto_refresh');
        }
        $out['default_headers'] = self::headers($options['default_headers'] ?? [], 'default_headers');
        $level = $options['log_level'] ?? $env(Constants::ENV_LOG) ?? Constants::LOG_LEVELS[0];
        if (!in_array($level, Constants::LOG_LEVELS, true)) {
            $where = isset($options['log_level']) ? 'log_level' : Constants::ENV_LOG;
            throw self::invalid("$where must be one of " . implode(', ', Constants::LOG_LEVELS), $where);
        }
        $out['log_level'] = $level;
        $out['logger'] = $options['logger'] ?? null;
        if ($out['logger'] !== null && !$out['logger'] instanceof \Psr\Log\LoggerInterface) {
            throw self::invalid('logger must be a PSR-3 logger (Psr\Log\LoggerInterface)', 'logger');
        }
        $types = [
            'http_client' => ClientInterface::class,
            'request_factory' => RequestFactoryInterface::class,
            'stream_factory' => StreamFactoryInterface::class,
        ];
        foreach ($types as $name => $interface) {
            $out[$name] = $options[$name] ?? null;
            if ($out[$name] !== null && !$out[$name] instanceof $interface) {
                throw self::invalid("$name must implement $interface", $name);
            }
        }
        $client = $out['http_client'];
        if ($client !== null && !$client instanceof \GuzzleHttp\ClientInterface) {
            $fromEnv = $env(Constants::ENV_TIMEOUT) !== null ? Constants::ENV_TIMEOUT : null;
            $given = isset($options['timeout']) ? 'timeout' : $fromEnv;
            $given = isset($options['idle_timeout']) ? 'idle_timeout' : $given;
            if ($given !== null) {
                // PSR-18 has no per-request options: the SDK could not enforce it, so it does not take it.
                throw self::invalid(
                    "$given cannot be enforced with an http_client that is not Guzzle (PSR-18 has no per-request "
                    . 'options): set the timeout on your client, or wrap a Guzzle client with Guzzle middleware',
                    $given
                );
            }
        }
        foreach (['on_session', 'sleep', 'clock', 'random'] as $name) {
            $out[$name] = $options[$name] ?? null;
            if ($out[$name] !== null && !is_callable($out[$name])) {
                throw self::invalid("$name must be callable", $name);
            }
        }
        return $out;
    }

    /**
     * @param array<string, mixed> $options
     * @param array<string, mixed> $spec the operation's metadata
     *
     * @return array{headers: array<string, string|null>, max_retries: int|null, timeout: float|null,
     *     idle_timeout: float|null, idempotency_key: string|null, api_key: string|null,
     *     extra_query: array<string, mixed>, extra_body: array<string, mixed>}
     *
     * @throws InvalidArgumentException
     */
    public static function call(array $options, array $spec): array
    {
        if ($options === []) {
            return self::NO_CALL_OPTIONS;
        }
        self::refuseUnknown($options, self::CALL, 'request option');
        $key = self::optionalString($options, 'idempotency_key', null);
        if ($key !== null && !isset($spec['idempotent']) && Constants::IDEMPOTENCY_ELSEWHERE === 'refuse') {
            $header = Constants::IDEMPOTENCY_HEADER;
            $why = "is taken by money-moving operations only ($header header), not by {$spec['id']}";
            throw self::invalid("idempotency_key $why", 'idempotency_key');
        }
        $apiKey = self::optionalString($options, 'api_key', null);
        if ($apiKey !== null && ($spec['auth'] ?? null) !== 'apiKey') {
            $why = "is taken by operations authenticated with the API key, not by {$spec['id']}";
            throw self::invalid("api_key $why", 'api_key');
        }
        $idle = self::optional($options, 'idle_timeout');
        if ($idle !== null && !isset($spec['stream']) && $spec['answer'] !== 'binary') {
            // Only an answer read as it arrives has pieces to wait for; elsewhere it would be dropped.
            $why = "is taken by streamed and binary answers, not by {$spec['id']}";
            throw self::invalid("idle_timeout $why", 'idle_timeout');
        }
        $extraBody = self::extras($options, 'extra_body');
        if ($extraBody !== [] && !isset($spec['body'])) {
            throw self::invalid("extra_body: {$spec['id']} sends no body", 'extra_body');
        }
        return [
            'headers' => self::headers($options['headers'] ?? [], 'headers'),
            'max_retries' => self::optional($options, 'max_retries'),
            'timeout' => self::optional($options, 'timeout'),
            'idle_timeout' => $idle,
            'idempotency_key' => $key,
            'api_key' => $apiKey,
            'extra_query' => self::extras($options, 'extra_query'),
            'extra_body' => $extraBody,
        ];
    }

    /**
     * Extra query or body values (fields newer than the SDK): name => value; a query value is a scalar,
     * a list of them, or null (which removes the parameter), a body value anything JSON can hold (in a
     * multipart body: a part, or a file part for a file).
     *
     * @param array<string, mixed> $options
     *
     * @return array<string, mixed>
     */
    private static function extras(array $options, string $name): array
    {
        $values = $options[$name] ?? [];
        if (!is_array($values) || ($values !== [] && array_key_first($values) === 0)) {
            throw self::invalid("$name must be an array of name => value", $name);
        }
        foreach ($values as $key => $value) {
            if (!is_string($key) || $key === '') {
                throw self::invalid("$name: names must be non-empty strings", $name);
            }
            if ($name === 'extra_query') {
                foreach (is_array($value) ? $value : [$value] as $item) {
                    if ($item !== null && !is_scalar($item)) {
                        $why = 'must be a scalar, a list of them, or null';
                        throw self::invalid("extra_query: the value of '$key' $why", $name);
                    }
                }
            }
        }
        return $values;
    }

    /**
     * @param array<string, mixed> $options
     * @param list<string> $known
     */
    private static function refuseUnknown(array $options, array $known, string $what): void
    {
        foreach (array_keys($options) as $name) {
            if (!in_array($name, $known, true)) {
                throw self::invalid("unknown $what '$name' (known: " . implode(', ', $known) . ')', (string) $name);
            }
        }
    }

    /**
     * A per-call max_retries, timeout or idle_timeout, checked; null when not given.
     *
     * @param array<string, mixed> $options
     *
     * @return int|float|null
     */
    private static function optional(array $options, string $name)
    {
        if (!isset($options[$name])) {
            return null;
        }
        return $name === 'max_retries' ? self::retries($options[$name], $name) : self::timeout($options[$name], $name);
    }

    /** @param array<string, mixed> $options */
    private static function optionalString(array $options, string $name, ?string $fallback): ?string
    {
        if (!array_key_exists($name, $options)) {
            return $fallback;
        }
        $value = $options[$name];
        if ($value !== null && (!is_string($value) || $value === '')) {
            throw self::invalid("$name must be a non-empty string or null", $name);
        }
        return $value;
    }

    /** @return int|float|null */
    private static function number(?string $raw, string $name)
    {
        if ($raw === null) {
            return null;
        }
        if (!is_numeric($raw)) {
            throw self::invalid("$name must be a number of seconds, not '$raw'", $name);
        }
        return $raw + 0;
    }

    private static function integer(?string $raw, string $name): ?int
    {
        if ($raw === null) {
            return null;
        }
        if (!preg_match('/^\d+$/', $raw)) {
            throw self::invalid("$name must be a non-negative integer, not '$raw'", $name);
        }
        return (int) $raw;
    }

    /** @param mixed $value */
    private static function timeout($value, string $name): float
    {
        if ((!is_int($value) && !is_float($value)) || !is_finite((float) $value) || $value <= 0) {
            throw self::invalid("$name must be a positive number of seconds", $name);
        }
        return (float) $value;
    }

    /** @param mixed $value */
    private static function retries($value, string $name): int
    {
        if (!is_int($value) || $value < 0) {
            throw self::invalid("$name must be a non-negative integer", $name);
        }
        return $value;
    }

    /**
     * @param mixed $headers
     *
     * @return array<string, string|null>
     */
    private static function headers($headers, string $name): array
    {
        if (!is_array($headers)) {
            throw self::invalid("$name must be an array of header name => value", $name);
        }
        foreach ($headers as $header => $value) {
            if (!is_string($header) || !preg_match('/^[!#$%&\'*+.^_`|~0-9A-Za-z-]+$/', $header)) {
                throw self::invalid("$name: '$header' is not a header name", $name);
            }
            if ($value !== null && (!is_string($value) || preg_match('/[\r\n\0]/', $value))) {
                throw self::invalid("$name: the value of $header must be a string without line breaks, or null", $name);
            }
        }
        return $headers;
    }

    private static function invalid(string $message, string $param): InvalidArgumentException
    {
        return new InvalidArgumentException("Invalid option: $message.", ['param' => $param]);
    }
}
