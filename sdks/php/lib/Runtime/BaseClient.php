<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Runtime;

use GuzzleHttp\Client as GuzzleClient;
use GuzzleHttp\ClientInterface;
use GuzzleHttp\HandlerStack;
use Orbit\Sdk\Configuration;
use Orbit\Sdk\Model\AuthSession;
use Orbit\Sdk\Model\ModelInterface;
use Orbit\Sdk\ObjectSerializer;

/**
 * Configuration, credentials and the request runtime shared by the generated
 * {@see \Orbit\Sdk\OrbitClient} and its resources.
 */
abstract class BaseClient
{
    public const DEFAULT_TIMEOUT = 60.0;
    public const DEFAULT_MAX_RETRIES = 2;

    private const OPTION_KEYS = [
        'base_url', 'access_token', 'refresh_token', 'api_key', 'timeout', 'max_retries', 'auto_refresh',
        'initial_retry_delay', 'max_retry_delay', 'headers', 'handler', 'http_client',
    ];

    /** @var array<string, mixed> */
    private $settings;
    /** @var string|null */
    private $accessToken;
    /** @var string|null */
    private $refreshToken;
    /** @var string|null */
    private $apiKey;
    /** @var AuthSession|null */
    private $session;
    /** @var ClientInterface */
    private $http;
    /** @var Transport */
    private $transport;
    /** @var array<string, object> generated API classes, by class name */
    private $apis = [];
    /** @var ResponseInfo|null */
    private $lastResponse;

    /**
     * @param array<string, mixed> $options `base_url`, `access_token`, `refresh_token`, `api_key`,
     *   `timeout` (seconds), `max_retries`, `auto_refresh`, `initial_retry_delay`, `max_retry_delay`
     *   (seconds), `headers` (sent on every request), `handler` (a Guzzle handler callable) or
     *   `http_client` (a Guzzle ClientInterface). Unset options come from ORBIT_BASE_URL,
     *   ORBIT_ACCESS_TOKEN, ORBIT_API_KEY, ORBIT_TIMEOUT and ORBIT_MAX_RETRIES, then the defaults.
     */
    public function __construct(array $options = [])
    {
        foreach ($options as $key => $value) {
            if (!in_array($key, self::OPTION_KEYS, true)) {
                throw new \InvalidArgumentException(sprintf(
                    "Unknown client option '%s' (known: %s)",
                    $key,
                    implode(', ', self::OPTION_KEYS)
                ));
            }
        }
        $timeout = $options['timeout'] ?? self::env('ORBIT_TIMEOUT') ?? self::DEFAULT_TIMEOUT;
        if (!is_numeric($timeout) || (float) $timeout <= 0) {
            throw new \InvalidArgumentException('timeout (ORBIT_TIMEOUT) must be a positive number of seconds');
        }
        $maxRetries = $options['max_retries'] ?? self::env('ORBIT_MAX_RETRIES') ?? self::DEFAULT_MAX_RETRIES;
        if (!is_numeric($maxRetries) || (int) $maxRetries != $maxRetries || (int) $maxRetries < 0) {
            throw new \InvalidArgumentException('max_retries (ORBIT_MAX_RETRIES) must be an integer >= 0');
        }
        $this->settings = [
            'base_url' => rtrim((string) ($options['base_url'] ?? self::env('ORBIT_BASE_URL') ?? static::DEFAULT_BASE_URL), '/'),
            'timeout' => (float) $timeout,
            'max_retries' => (int) $maxRetries,
            'auto_refresh' => (bool) ($options['auto_refresh'] ?? true),
            'initial_retry_delay' => (float) ($options['initial_retry_delay'] ?? 0.5),
            'max_retry_delay' => (float) ($options['max_retry_delay'] ?? 8.0),
            'headers' => (array) ($options['headers'] ?? []),
        ];
        $this->accessToken = $options['access_token'] ?? self::env('ORBIT_ACCESS_TOKEN');
        $this->refreshToken = $options['refresh_token'] ?? null;
        $this->apiKey = $options['api_key'] ?? self::env('ORBIT_API_KEY');
        if (isset($options['http_client'])) {
            $this->http = $options['http_client'];
        } else {
            $this->http = new GuzzleClient(['handler' => HandlerStack::create($options['handler'] ?? null)]);
        }
        $this->transport = new Transport($this, $this->http);
        $this->initResources();
    }

    abstract protected function initResources(): void;

    /** @return array<string, array<string, array<string, mixed>>> */
    abstract public static function operations(): array;

    // ------------------------------------------------------------------ configuration

    public function getBaseUrl(): string
    {
        return $this->settings['base_url'];
    }

    public function setBaseUrl(string $baseUrl): void
    {
        $this->settings['base_url'] = rtrim($baseUrl, '/');
        $this->apis = [];
    }

    /** @return mixed */
    public function getSetting(string $name)
    {
        return $this->settings[$name] ?? null;
    }

    /** `orbit-sdk-php/<version> (php <version>; <os>)`. */
    public function getUserAgent(): string
    {
        return sprintf('orbit-sdk-php/%s (php %s; %s)', static::VERSION, PHP_VERSION, strtolower(PHP_OS_FAMILY));
    }

    // ------------------------------------------------------------------ credentials

    public function getAccessToken(): ?string
    {
        return $this->accessToken;
    }

    public function setAccessToken(?string $accessToken): void
    {
        $this->accessToken = $accessToken;
    }

    public function getRefreshToken(): ?string
    {
        return $this->refreshToken;
    }

    public function setRefreshToken(?string $refreshToken): void
    {
        $this->refreshToken = $refreshToken;
    }

    public function getApiKey(): ?string
    {
        return $this->apiKey;
    }

    public function setApiKey(?string $apiKey): void
    {
        $this->apiKey = $apiKey;
    }

    /** The last session a login (or refresh) returned. */
    public function getSession(): ?AuthSession
    {
        return $this->session;
    }

    /** Stores a session's access and refresh tokens on the client (every login does this). */
    public function setSession(AuthSession $session): void
    {
        $this->session = $session;
        $this->accessToken = $session->getAccessToken();
        $this->refreshToken = $session->getRefreshToken();
    }

    /** Forgets the session and its tokens (the API key stays). */
    public function logout(): void
    {
        $this->session = null;
        $this->accessToken = null;
        $this->refreshToken = null;
    }

    // ------------------------------------------------------------------ login helpers

    /**
     * Logs in with a phone number and the SMS code from `auth->sendSmsCode()`; stores the tokens.
     *
     * @param array<string, mixed> $extra other body fields (e.g. `invite_code`)
     * @param array<string, mixed> $options per-request options
     */
    public function loginWithSmsCode(string $phone, string $code, array $extra = [], array $options = []): AuthSession
    {
        return $this->callOperation('unifiedLogin', ['mode' => 'sms', 'phone' => $phone, 'code' => $code] + $extra, $options);
    }

    /**
     * Logs in with a phone number and password; stores the tokens.
     *
     * @param array<string, mixed> $options per-request options
     */
    public function loginWithPassword(string $phone, string $password, array $options = []): AuthSession
    {
        return $this->callOperation('unifiedLogin', ['mode' => 'password', 'phone' => $phone, 'password' => $password], $options);
    }

    /**
     * Logs in with the one-time code of the messaging app's mini-program login; stores the tokens.
     *
     * @param array<string, mixed> $extra other body fields (e.g. `invite_code`)
     * @param array<string, mixed> $options per-request options
     */
    public function loginWithMiniapp(string $code, array $extra = [], array $options = []): AuthSession
    {
        return $this->callOperation('miniappLogin', ['code' => $code] + $extra, $options);
    }

    /**
     * Renews the session with the stored refresh token (unified login, mode `refresh`) and stores
     * the new tokens. The client does this by itself on a 401 unless `auto_refresh` is off.
     *
     * @param array<string, mixed> $options per-request options
     */
    public function refreshSession(array $options = []): AuthSession
    {
        if ($this->refreshToken === null || $this->refreshToken === '') {
            throw new \LogicException('No refresh token: log in first (or pass refresh_token to the client)');
        }
        return $this->callOperation('unifiedLogin', ['mode' => 'refresh', 'refresh_token' => $this->refreshToken], $options + ['auto_refresh' => false]);
    }

    /** Status, headers and request id of the last successful answer this client received. */
    public function getLastResponse(): ?ResponseInfo
    {
        return $this->lastResponse;
    }

    // ------------------------------------------------------------------ runtime (internal)

    /**
     * Calls an operation by its operationId (what the resources' methods do).
     *
     * @param array<string, mixed>|ModelInterface $params
     * @param array<string, mixed> $options
     * @return mixed
     */
    public function callOperation(string $operationId, $params = [], array $options = [])
    {
        foreach (static::operations() as $resource => $operations) {
            if (isset($operations[$operationId])) {
                return $this->{$resource}->invoke($operationId, $params, $options);
            }
        }
        throw new \InvalidArgumentException("Unknown operation '$operationId'");
    }

    /**
     * Builds the request with the generated API class, sends it and decodes the answer.
     *
     * @internal used by the generated resources
     * @param array<string, mixed> $op the operation's metadata (OPERATIONS of its resource)
     * @param callable(ClientInterface, Configuration): object $newApi
     * @param array<string, mixed>|ModelInterface $params
     * @param array<string, mixed> $options
     * @param string $mode `json`, `stream` or `binary`
     * @return mixed
     */
    public function execute(array $op, callable $newApi, $params, array $options, string $mode)
    {
        $options = RequestOptions::validate($options);
        [$args, $idempotencyKey] = ParamMapper::toArguments($op, $params);
        if ($idempotencyKey !== null && !array_key_exists('idempotency_key', $options)) {
            $options['idempotency_key'] = $idempotencyKey;
        }
        $api = $this->api($op, $newApi);
        $request = $api->{$op['operationId'] . 'Request'}(...$args);
        $response = $this->transport->send($request, $op, $options, $mode);
        $info = new ResponseInfo($response->response, $response->attempts);
        $this->lastResponse = $info;

        if ($mode === 'stream') {
            $chunk = $op['streaming']['chunk'];
            $chunkClass = '\\Orbit\\Sdk\\Model\\' . substr($chunk, strrpos($chunk, '/') + 1);
            return new Stream($response->response, $info, $chunkClass, $op['streaming']['done'], $this->transport, $response->timeout);
        }
        if ($mode === 'binary') {
            return new BinaryResponse($response->response, $info);
        }
        $body = (string) $response->response->getBody();
        $returnType = $op['returnType'];
        if ($returnType === '' || $returnType === null) {
            return null;
        }
        if ($returnType === 'string') {
            return $body;
        }
        $data = json_decode($body);
        if ($data === null && json_last_error() !== JSON_ERROR_NONE) {
            throw new \Orbit\Sdk\Exception\OrbitException(
                sprintf('%s: the answer is not valid JSON (%s)', $op['operationId'], json_last_error_msg()),
                $response->response->getStatusCode(),
                $response->response,
                null,
                'invalid_response',
                null,
                $info->getRequestId()
            );
        }
        $result = ObjectSerializer::deserialize($data, $returnType, []);
        if (is_object($result) && method_exists($result, 'setLastResponse')) {
            $result->setLastResponse($info);
        }
        if ($result instanceof AuthSession) {
            $this->setSession($result);
        }
        return $result;
    }

    /** @internal used by the transport */
    public function credentialFor(string $scheme, array $options): ?string
    {
        if ($scheme === 'loginToken') {
            return $options['access_token'] ?? $this->accessToken;
        }
        if ($scheme === 'apiKey') {
            return $options['api_key'] ?? $this->apiKey;
        }
        return null;
    }

    /** @return object the generated API class for an operation */
    private function api(array $op, callable $newApi)
    {
        $key = $op['operationId'];
        if (!isset($this->apis[$key])) {
            $config = new Configuration();
            $config->setHost($this->settings['base_url']);
            $config->setUserAgent($this->getUserAgent());
            $this->apis[$key] = $newApi($this->http, $config);
        }
        return $this->apis[$key];
    }

    /** @return string|null the environment variable, or null when unset or empty */
    private static function env(string $name): ?string
    {
        $value = getenv($name);
        return $value === false || $value === '' ? null : $value;
    }
}
