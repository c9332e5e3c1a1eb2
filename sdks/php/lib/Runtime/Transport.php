<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Runtime;

use GuzzleHttp\ClientInterface;
use GuzzleHttp\Exception\GuzzleException;
use GuzzleHttp\Exception\TransferException;
use GuzzleHttp\Psr7\Uri;
use Orbit\Sdk\Exception\ApiStatusException;
use Orbit\Sdk\Exception\AuthenticationException;
use Orbit\Sdk\Exception\ConnectionException;
use Orbit\Sdk\Exception\OrbitException;
use Orbit\Sdk\Exception\TimeoutException;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;

/**
 * Sends one operation call: credentials, User-Agent, Idempotency-Key, timeouts, retries with
 * exponential backoff and jitter (honouring Retry-After), one refresh-and-replay on a 401, and
 * typed errors.
 *
 * @internal
 */
final class Transport
{
    /** Statuses worth retrying: timeout, rate limit, and every server error. */
    private const RETRY_STATUSES = [408, 429];
    /** Longest Retry-After the client waits for (seconds); longer answers are retried after this. */
    private const MAX_RETRY_AFTER = 60.0;

    /** @var BaseClient */
    private $client;
    /** @var ClientInterface */
    private $http;
    /** @var callable(float): void */
    private $sleep;

    public function __construct(BaseClient $client, ClientInterface $http)
    {
        $this->client = $client;
        $this->http = $http;
        $this->sleep = static function (float $seconds): void {
            if ($seconds > 0) {
                usleep((int) round($seconds * 1e6));
            }
        };
    }

    /**
     * @param array<string, mixed> $op
     * @param array<string, mixed> $options validated per-request options
     * @return object{response: ResponseInterface, attempts: int, timeout: float}
     */
    public function send(RequestInterface $request, array $op, array $options, string $mode)
    {
        $timeout = (float) ($options['timeout'] ?? $this->client->getSetting('timeout'));
        $maxRetries = (int) ($options['max_retries'] ?? $this->client->getSetting('max_retries'));
        $autoRefresh = (bool) ($options['auto_refresh'] ?? $this->client->getSetting('auto_refresh'));

        $request = $this->prepare($request, $op, $options, $mode);
        if (self::movesMoney($op) && !$request->hasHeader('Idempotency-Key')) {
            // A money-moving POST without an idempotency key could act twice: never retry it.
            $maxRetries = 0;
        }

        $attempt = 0;      // HTTP requests sent so far
        $retries = 0;      // of which retries
        $refreshed = false;
        while (true) {
            $attempt++;
            $started = microtime(true);
            try {
                $response = $this->http->send($request, [
                    'http_errors' => false,
                    'allow_redirects' => false,
                    'timeout' => $timeout,
                    'connect_timeout' => $timeout,
                    'read_timeout' => $timeout,
                    'stream' => $mode !== 'json',
                ]);
            } catch (TransferException $e) {
                $elapsed = microtime(true) - $started;
                if ($retries < $maxRetries) {
                    $retries++;
                    ($this->sleep)($this->backoff($retries));
                    continue;
                }
                throw self::transferError($e, $elapsed, $timeout, $request);
            } catch (GuzzleException $e) {
                throw new ConnectionException('Request failed: ' . $e->getMessage(), 0, null, null, 'connection_error', null, null, $e);
            }

            $status = $response->getStatusCode();
            if ($status >= 200 && $status < 300) {
                return (object) ['response' => $response, 'attempts' => $attempt, 'timeout' => $timeout];
            }

            if ($status === 401 && $op['auth'] === 'loginToken' && !$refreshed && $autoRefresh
                && !isset($options['access_token']) && (string) $this->client->getRefreshToken() !== '') {
                $refreshed = true;
                $original = ApiStatusException::fromResponse($response);
                try {
                    $session = $this->client->refreshSession(['timeout' => $timeout]);
                } catch (OrbitException $refreshError) {
                    throw new AuthenticationException(
                        $original->getMessage() . ' (refreshing the session failed: ' . $refreshError->getMessage() . ')',
                        401,
                        $original->getResponse(),
                        $original->getErrorType(),
                        $original->getErrorCode(),
                        $original->getParam(),
                        $original->getRequestId(),
                        $refreshError
                    );
                }
                $request = $request->withHeader('Authorization', 'Bearer ' . $session->getAccessToken());
                continue; // the replay is not a retry
            }

            if (self::isRetryable($status) && $retries < $maxRetries) {
                $retries++;
                $delay = $this->retryAfter($response) ?? $this->backoff($retries);
                self::discard($response);
                ($this->sleep)($delay);
                continue;
            }
            throw ApiStatusException::fromResponse($response);
        }
    }

    /** Seconds of a Retry-After value (delta-seconds or an HTTP date); null when unreadable. */
    public static function parseRetryAfter(string $value): ?float
    {
        $value = trim($value);
        if ($value === '') {
            return null;
        }
        if (is_numeric($value)) {
            return max(0.0, (float) $value);
        }
        $time = strtotime($value);
        return $time === false ? null : max(0.0, (float) ($time - time()));
    }

    /** @internal for tests: replace the sleep function (seconds). */
    public function setSleep(callable $sleep): void
    {
        $this->sleep = $sleep;
    }

    /** @param array<string, mixed> $op */
    public static function movesMoney(array $op): bool
    {
        foreach ($op['params'] as $param) {
            if ($param['in'] === 'header' && strcasecmp($param['baseName'], 'Idempotency-Key') === 0) {
                return true;
            }
        }
        return false;
    }

    public static function isRetryable(int $status): bool
    {
        return in_array($status, self::RETRY_STATUSES, true) || $status >= 500;
    }

    /** @param array<string, mixed> $op @param array<string, mixed> $options */
    private function prepare(RequestInterface $request, array $op, array $options, string $mode): RequestInterface
    {
        if (isset($options['base_url'])) {
            $base = rtrim((string) $options['base_url'], '/');
            $configured = $this->client->getBaseUrl();
            $uri = (string) $request->getUri();
            $rest = strpos($uri, $configured) === 0 ? substr($uri, strlen($configured)) : $uri;
            $request = $request->withUri(new Uri($base . $rest));
        }
        $request = $request->withHeader('User-Agent', $this->client->getUserAgent());
        if ($mode === 'stream' && $op['streaming'] !== null) {
            $request = $request->withHeader('Accept', $op['streaming']['media_type']);
        } elseif ($mode === 'binary' && $op['binary'] !== null) {
            $request = $request->withHeader('Accept', $op['binary']['media_type'] . ', application/json');
        } elseif ($op['streaming'] !== null) {
            $request = $request->withHeader('Accept', 'application/json');
        }
        $credential = $this->client->credentialFor((string) $op['auth'], $options);
        $request = $request->withoutHeader('Authorization');
        if ($credential !== null && $credential !== '') {
            $request = $request->withHeader('Authorization', 'Bearer ' . $credential);
        }
        foreach (array_merge((array) $this->client->getSetting('headers'), $options['headers'] ?? []) as $name => $value) {
            $request = $request->withHeader((string) $name, $value);
        }
        if (self::movesMoney($op)) {
            $key = $options['idempotency_key'] ?? null;
            if ($key === false) {
                $request = $request->withoutHeader('Idempotency-Key');
            } elseif (!$request->hasHeader('Idempotency-Key') || $key !== null) {
                $request = $request->withHeader('Idempotency-Key', $key !== null ? (string) $key : self::uuid4());
            }
        }
        return $request;
    }

    /** Exponential backoff with jitter for the n-th retry (1-based), in seconds. */
    private function backoff(int $retry): float
    {
        $initial = (float) $this->client->getSetting('initial_retry_delay');
        $max = (float) $this->client->getSetting('max_retry_delay');
        $delay = min($initial * (2 ** ($retry - 1)), $max);
        // Jitter: between 75% and 100% of the delay, so clients that failed together spread out.
        return $delay * (1 - 0.25 * (mt_rand() / mt_getrandmax()));
    }

    private function retryAfter(ResponseInterface $response): ?float
    {
        if (!$response->hasHeader('Retry-After')) {
            return null;
        }
        $seconds = self::parseRetryAfter($response->getHeaderLine('Retry-After'));
        return $seconds === null ? null : min($seconds, self::MAX_RETRY_AFTER);
    }

    private static function transferError(TransferException $e, float $elapsed, float $timeout, RequestInterface $request): ConnectionException
    {
        $context = method_exists($e, 'getHandlerContext') ? $e->getHandlerContext() : [];
        $timedOut = ($context['errno'] ?? null) === 28 // CURLE_OPERATION_TIMEDOUT
            || stripos($e->getMessage(), 'timed out') !== false
            || $elapsed >= $timeout * 0.98;
        $target = $request->getMethod() . ' ' . $request->getUri()->getPath();
        if ($timedOut) {
            return new TimeoutException(
                sprintf('%s timed out after %.1f s', $target, $timeout),
                0,
                null,
                null,
                'timeout',
                null,
                null,
                $e
            );
        }
        return new ConnectionException(
            sprintf('%s failed: could not connect or the connection was dropped (%s)', $target, $e->getMessage()),
            0,
            null,
            null,
            'connection_error',
            null,
            null,
            $e
        );
    }

    private static function discard(ResponseInterface $response): void
    {
        try {
            $response->getBody()->close();
        } catch (\Throwable $ignored) {
        }
    }

    /** A random (version 4) UUID. */
    public static function uuid4(): string
    {
        $bytes = random_bytes(16);
        $bytes[6] = chr((ord($bytes[6]) & 0x0f) | 0x40);
        $bytes[8] = chr((ord($bytes[8]) & 0x3f) | 0x80);
        return vsprintf('%s%s-%s-%s-%s-%s%s%s', str_split(bin2hex($bytes), 4));
    }
}
