<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use Orbit\Sdk\Exception\APIConnectionException;
use Orbit\Sdk\Exception\APIResponseValidationException;
use Orbit\Sdk\Exception\ApiStatusException;
use Orbit\Sdk\Exception\APITimeoutException;
use Orbit\Sdk\Exception\InvalidArgumentException;
use Orbit\Sdk\Exception\OrbitException;
use Orbit\Sdk\Generated\Constants;
use Psr\Http\Message\RequestFactoryInterface;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\StreamFactoryInterface;
use Psr\Http\Message\StreamInterface;

/**
 * The request core: every generated resource method calls request() (or paginate()) with its
 * operation's metadata, and everything between the arguments and the typed result happens here:
 * argument checks, the request (PSR-7, built with PSR-17 factories; a JSON or a multipart/form-data
 * body), the credential, retries with backoff and Retry-After, the idempotency key, the timeout of each
 * attempt, one session renewal and replay on a 401, logging, and decoding (models, streams, binary
 * answers). Every rule's value comes from the generated Constants; no operation is named here (the
 * generated Client names the renewal).
 */
abstract class BaseClient
{
    /** @var array<string, mixed> the options given, for withOptions() */
    private array $given;
    private Session $session;
    private string $baseUrl;
    private ?string $apiKey;
    private float $timeout;
    private float $idleTimeout;
    private int $maxRetries;
    private bool $autoRefresh;
    /** @var array<string, string|null> */
    private array $defaultHeaders;
    private Transport $transport;
    private RequestFactoryInterface $requestFactory;
    private bool $guzzleFactory;
    private StreamFactoryInterface $streamFactory;
    private Log $log;
    /** @var callable|null */
    private $onSession;
    /** @var callable(float): void */
    private $sleep;
    /** @var callable(): float */
    private $clock;
    /** @var callable(): float */
    private $random;
    private string $userAgent;

    /**
     * @param array<string, mixed> $options see README.md, Configuration
     *
     * @throws InvalidArgumentException an invalid option or environment value
     */
    public function __construct(array $options = [])
    {
        $this->configure($options, $options);
    }

    /**
     * A copy of this client with other options (any option of the constructor, e.g. `max_retries`,
     * `timeout`, `default_headers`, `base_url`, `api_key`, `http_client`) that shares this client's
     * session: a login or a renewal made through either is used by both. Options not given stay as they
     * are; given `access_token` or `refresh_token`, the copy starts a session of its own. Cheap: the HTTP
     * client is shared unless `http_client` is given.
     *
     * @param array<string, mixed> $options
     *
     * @return static
     *
     * @throws InvalidArgumentException an invalid option
     */
    public function withOptions(array $options): self
    {
        $copy = clone $this;
        $copy->configure($options + $this->given, $options);
        return $copy;
    }

    /**
     * @param array<string, mixed> $given every option of this client
     * @param array<string, mixed> $changed the options given now (all of them for a new client)
     */
    private function configure(array $given, array $changed): void
    {
        $o = Options::client($given);
        $this->given = $given;
        if (!isset($this->session)) {
            $this->session = new Session($o['access_token'], $o['refresh_token']);
        } elseif (array_key_exists('access_token', $changed) || array_key_exists('refresh_token', $changed)) {
            $this->session = new Session(
                array_key_exists('access_token', $changed) ? $o['access_token'] : $this->session->accessToken,
                array_key_exists('refresh_token', $changed) ? $o['refresh_token'] : $this->session->refreshToken
            );
        }
        $this->baseUrl = $o['base_url'];
        $this->apiKey = $o['api_key'];
        $this->timeout = $o['timeout'];
        $this->idleTimeout = $o['idle_timeout'];
        $this->maxRetries = $o['max_retries'];
        $this->autoRefresh = $o['auto_refresh'];
        $this->defaultHeaders = $o['default_headers'];
        $factory = $o['request_factory'] === null || $o['stream_factory'] === null ? self::guzzle('HttpFactory') : null;
        $this->requestFactory = $o['request_factory'] ?? $factory;
        $this->streamFactory = $o['stream_factory'] ?? $factory;
        $this->guzzleFactory = get_class($this->requestFactory) === 'GuzzleHttp\Psr7\HttpFactory'
            && get_class($this->streamFactory) === 'GuzzleHttp\Psr7\HttpFactory';
        if (!isset($this->transport) || array_key_exists('http_client', $changed)) {
            $this->transport = new Transport($o['http_client'] ?? self::guzzle('Client'));
        }
        $this->log = new Log($o['log_level'], $o['logger']);
        $this->onSession = $o['on_session'];
        $this->sleep = $o['sleep'] ?? static function (float $seconds): void {
            usleep((int) round($seconds * 1e6));
        };
        $this->clock = $o['clock'] ?? static function (): float {
            return microtime(true);
        };
        $this->random = $o['random'] ?? static function (): float {
            return mt_rand() / (mt_getrandmax() + 1);
        };
        $this->userAgent = strtr(Constants::USER_AGENT_FORMAT, [
            '{language}' => 'php',
            '{version}' => Constants::VERSION,
            '{runtime}' => 'php',
            '{runtime_version}' => PHP_VERSION,
            '{os}' => strtolower(PHP_OS_FAMILY),
        ]);
    }

    public function getBaseUrl(): string
    {
        return $this->baseUrl;
    }

    /** The login token sent to login-token operations (set by the logins and by a renewal). */
    public function getAccessToken(): ?string
    {
        return $this->session->accessToken;
    }

    public function getRefreshToken(): ?string
    {
        return $this->session->refreshToken;
    }

    /** Stores session tokens you already have (the logins do this for you), for the copies too. */
    public function setSession(string $accessToken, ?string $refreshToken = null): void
    {
        $this->session->accessToken = $accessToken;
        $this->session->refreshToken = $refreshToken;
    }

    /** Forgets the login token and the refresh token (of the copies too). */
    public function clearSession(): void
    {
        $this->session->accessToken = null;
        $this->session->refreshToken = null;
    }

    /** The telemetry header's value, e.g. `orbit-sdk-php/3.4.0 (php 8.2.7; linux)`. */
    public function getUserAgent(): string
    {
        return $this->userAgent;
    }

    /**
     * Calls an operation (used by the generated resources).
     *
     * @internal
     *
     * @param array<string, mixed> $spec the operation's metadata
     * @param array<string, mixed> $params
     * @param array<string, mixed> $options
     *
     * @return mixed the model, Stream, BinaryResponse, text or null the operation answers
     *
     * @throws OrbitException
     */
    public function request(array $spec, array $params, array $options)
    {
        $call = $this->prepare($spec, $params, $options);
        if (!$call['body'] instanceof Multipart) {
            return $this->execute($spec, $call);
        }
        try {
            return $this->execute($spec, $call);
        } finally {
            $call['body']->release();
        }
    }

    /**
     * Every item of a paginated operation, page after page while the caller iterates (used by the
     * generated resources). The arguments are checked now, before the first page is fetched.
     *
     * @internal
     *
     * @param array<string, mixed> $spec
     * @param array<string, mixed> $params
     * @param array<string, mixed> $options
     *
     * @return \Generator<int, BaseModel>
     *
     * @throws OrbitException
     */
    public function paginate(array $spec, array $params, array $options): \Generator
    {
        $this->prepare($spec, $params, $options);
        return $this->pages($spec, $params, $options);
    }

    /**
     * Renews the session with the rules' renewal body (the generated Client calls the renewal operation).
     *
     * @param array<string, string> $body
     * @param array<string, mixed> $options
     */
    abstract protected function renewSession(array $body, array $options): void;

    /**
     * @param array<string, mixed> $spec
     * @param array<string, mixed> $params
     * @param array<string, mixed> $options
     *
     * @return \Generator<int, BaseModel>
     */
    private function pages(array $spec, array $params, array $options): \Generator
    {
        if ($spec['page']['style'] === 'page') {
            $params[$spec['page']['page']] = $params[$spec['page']['page']] ?? 1;
        }
        /** @var BasePage $first */
        $first = $this->request($spec, $params, $options);
        foreach ($first->iterPages() as $page) {
            foreach ($page->{$spec['page']['items']} as $item) {
                yield $item;
            }
        }
    }

    /**
     * Checks the arguments and options and builds what every attempt sends.
     *
     * @param array<string, mixed> $spec
     * @param array<string, mixed> $params
     * @param array<string, mixed> $options
     *
     * @return array<string, mixed>
     */
    private function prepare(array $spec, array $params, array $options): array
    {
        $call = Options::call($options, $spec);
        foreach (['timeout', 'idle_timeout'] as $name) {
            if ($call[$name] !== null && !$this->transport->enforcesTimeout()) {
                throw new InvalidArgumentException(
                    "Invalid option: a per-call $name needs a Guzzle client (PSR-18 has no per-request options); "
                    . 'set the timeout on your http_client.',
                    ['param' => $name]
                );
            }
        }
        $args = Arguments::sort($spec, $params);
        $sse = isset($spec['stream']);

        $path = $spec['path'];
        foreach ($args['path'] as $name => $value) {
            $path = str_replace('{' . $name . '}', rawurlencode((string) $value), $path);
        }
        $query = [];
        $queryValues = ($spec['fixedQuery'] ?? []) + $args['query'];
        if ($call['extra_query'] !== []) {
            // Values newer than the SDK win over a parameter of the same name; null removes one.
            $queryValues = array_filter(array_replace($queryValues, $call['extra_query']), static function ($v): bool {
                return $v !== null;
            });
        }
        foreach ($queryValues as $name => $value) {
            foreach (is_array($value) ? $value : [$value] as $item) {
                $text = is_bool($item) ? ($item ? 'true' : 'false') : (string) $item;
                $query[] = rawurlencode($name) . '=' . rawurlencode($text);
            }
        }

        // Headers by lower-case name => [name as written, value]: later sources win, null removes.
        $headers = [];
        $accept = $sse ? $spec['stream']['accept'] : ($spec['accept'] ?? null);
        if ($accept !== null) {
            $headers['accept'] = ['Accept', $accept];
        }
        $body = null;
        if (isset($spec['body'])) {
            $values = ($spec['fixedBody'] ?? []) + $args['body'];
            if ($call['extra_body'] !== []) {
                // Values newer than the SDK win over a parameter of the same name.
                $values = array_replace($values, $call['extra_body']);
            }
            if (isset($spec['streamedBy']) && ($values[$spec['streamedBy']['param']] ?? null) === true) {
                [$param, $method] = [$spec['streamedBy']['param'], $spec['streamedBy']['method']];
                throw Arguments::invalid("'$param' => true is $method(), which answers a Stream", $param);
            }
            if ($spec['body'] === 'multipart') {
                $body = new Multipart($values);
                $headers['content-type'] = ['Content-Type', $body->contentType()];
            } else {
                $headers['content-type'] = ['Content-Type', 'application/json'];
                $flags = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION;
                $body = json_encode((object) $values, $flags);
                if ($body === false) {
                    $why = json_last_error_msg();
                    throw new InvalidArgumentException("Invalid argument: the body cannot be written as JSON: $why.");
                }
            }
        }
        $headers[strtolower(Constants::USER_AGENT_HEADER)] = [Constants::USER_AGENT_HEADER, $this->userAgent];
        if (isset($spec['idempotent'])) {
            // One key per call, kept across every retry of the call.
            $key = $call['idempotency_key'] ?? self::uuid4();
            $headers[strtolower(Constants::IDEMPOTENCY_HEADER)] = [Constants::IDEMPOTENCY_HEADER, $key];
        }
        foreach ([$args['header'], $this->defaultHeaders, $call['headers']] as $source) {
            foreach ($source as $name => $value) {
                if ($value === null) {
                    unset($headers[strtolower($name)]);
                } else {
                    $headers[strtolower($name)] = [$name, $value];
                }
            }
        }

        return [
            'url' => $this->baseUrl . $path . ($query === [] ? '' : '?' . implode('&', $query)),
            'path' => $path,
            'headers' => $headers,
            'ownAuthorization' => isset($headers['authorization']),
            'body' => $body,
            'sse' => $sse,
            'streamed' => $sse || $spec['answer'] === 'binary',
            'max_retries' => $call['max_retries'] ?? $this->maxRetries,
            'timeout' => $call['timeout'] ?? $this->timeout,
            'idle_timeout' => $call['idle_timeout'] ?? $this->idleTimeout,
            'api_key' => $call['api_key'] ?? $this->apiKey,
            'params' => $params,
            'options' => $options,
        ];
    }

    /**
     * The attempts of one call: retries, the renewal and replay, and the result.
     *
     * @param array<string, mixed> $spec
     * @param array<string, mixed> $call
     *
     * @return mixed
     */
    private function execute(array $spec, array $call)
    {
        $auth = $spec['auth'] ?? null;
        $retries = 0;
        $attempt = 0;
        $renewed = false;
        while (true) {
            $attempt++;
            $headers = $call['headers'];
            $sentToken = $auth === 'loginToken' ? $this->session->accessToken : null;
            $credential = $auth === 'loginToken' ? $sentToken : ($auth === 'apiKey' ? $call['api_key'] : null);
            if (!$call['ownAuthorization'] && $credential !== null) {
                $headers['authorization'] = ['Authorization', 'Bearer ' . $credential];
            }
            $body = $call['body'] instanceof Multipart ? $call['body']->open() : $call['body'];
            $request = $this->buildRequest($spec['method'], $call['url'], $headers, $body);
            if ($this->log->enabled()) {
                $this->log->headers($spec['method'], $call['path'], array_column($headers, 1, 0));
            }

            $started = hrtime(true);
            try {
                $bodyBytes = $body === null ? 0 : (is_string($body) ? strlen($body) : $body->getSize());
                $last = $retries >= $call['max_retries'] || !self::rereadable($call);
                // A streamed or binary answer is read as it arrives; its first piece within the attempt.
                $idle = $call['streamed'] ? $call['idle_timeout'] : null;
                $response = $this->transport->send($request, $call['timeout'], $idle, $bodyBytes, $last);
                $status = $response->getStatusCode();
                $ok = $status >= 200 && $status < 300;
                $raw = $ok && $call['streamed'] ? '' : Transport::readAll($response->getBody());
            } catch (APIConnectionException $e) {
                $timedOut = $e instanceof APITimeoutException;
                $this->logAttempt($spec, $call, $timedOut ? 'timeout' : 'connection_error', $attempt, null, $started);
                $retryable = $timedOut ? Constants::RETRY_TIMEOUTS : Constants::RETRY_CONNECTION_ERRORS;
                if ($retryable && $retries < $call['max_retries']) {
                    self::refuseAnotherAttempt($call, $e);
                    ($this->sleep)(Retries::backoff($retries, ($this->random)()));
                    $retries++;
                    continue;
                }
                throw $e;
            }
            // Sends the HTTP client made by itself that got no answer were attempts: they use up retries.
            for ($unanswered = $this->transport->resends(); $unanswered > 0; $unanswered--) {
                $this->logAttempt($spec, $call, 'connection_error', $attempt, null, $started);
                if (!Constants::RETRY_CONNECTION_ERRORS || $retries >= $call['max_retries']) {
                    // No retry was allowed, so the answer to the client's own re-send is not this call's.
                    throw new APIConnectionException('Connection error: the connection closed without an answer.');
                }
                $retries++;
                $attempt++;
            }
            $requestId = $response->getHeaderLine(Constants::REQUEST_ID_HEADER);
            $requestId = $requestId === '' ? null : $requestId;
            $this->logAttempt($spec, $call, (string) $status, $attempt, $requestId, $started);
            if ($ok) {
                return $this->decode($spec, $call, $response, $raw, $requestId);
            }

            $error = ApiStatusException::fromAnswer($status, $raw, $response->getHeaders(), $requestId, $response);
            if ($retries < $call['max_retries'] && Retries::retryableStatus($status)) {
                $wait = Retries::serverWait($response, ($this->clock)());
                if ($wait !== null && $wait > Constants::RETRY_AFTER_MAX_SECONDS) {
                    throw $error; // the rules' above_max: fail at once with this answer's error
                }
                self::refuseAnotherAttempt($call, $error);
                ($this->sleep)($wait ?? Retries::backoff($retries, ($this->random)()));
                $retries++;
                continue;
            }
            if (
                !$renewed && $status === Constants::SESSION_REFRESH_ON_STATUS && $auth === 'loginToken'
                && $this->autoRefresh && !$call['ownAuthorization'] && $this->session->refreshToken !== null
            ) {
                $renewed = true;
                self::refuseAnotherAttempt($call, $error);
                // A call whose token another call (or a copy of this client) already replaced just replays
                // (the replay is not a retry).
                if ($sentToken === $this->session->accessToken) {
                    try {
                        $this->renewSession($this->renewalBody($this->session->refreshToken), []);
                    } catch (OrbitException $renewal) {
                        $headers = $response->getHeaders();
                        throw ApiStatusException::fromAnswer($status, $raw, $headers, $requestId, $response, $renewal);
                    }
                }
                continue;
            }
            throw $error;
        }
    }

    /**
     * @param array<string, mixed> $call
     */
    private static function rereadable(array $call): bool
    {
        return !$call['body'] instanceof Multipart || $call['body']->rereadable();
    }

    /**
     * A body read from a stream that cannot seek was sent once and cannot be sent again: instead of a
     * retry or a replay, the attempt's own exception, saying so (never a second, truncated send).
     *
     * @param array<string, mixed> $call
     *
     * @throws OrbitException
     */
    private static function refuseAnotherAttempt(array $call, OrbitException $error): void
    {
        if (self::rereadable($call)) {
            return;
        }
        $class = get_class($error);
        $note = ' Not sent again: the request body\'s stream cannot be re-read (pass a path, bytes or a seekable'
            . ' stream to allow retries).';
        throw new $class(rtrim($error->getMessage(), '.') . '.' . $note, [
            'status' => $error->getStatusCode(),
            'code' => $error->getErrorCode(),
            'type' => $error->getErrorType(),
            'param' => $error->getParam(),
            'request_id' => $error->getRequestId(),
            'headers' => $error->getHeaders(),
            'raw_body' => $error->getRawBody(),
            'response' => $error->getResponse(),
        ], $error->getPrevious());
    }

    /**
     * @param array<string, array{0: string, 1: string}> $headers
     * @param string|StreamInterface|null $body
     */
    private function buildRequest(string $method, string $url, array $headers, $body): RequestInterface
    {
        if ($this->guzzleFactory) {
            // Guzzle's own factory: one request object instead of a copy per header.
            return new \GuzzleHttp\Psr7\Request($method, $url, array_column($headers, 1, 0), $body);
        }
        $request = $this->requestFactory->createRequest($method, $url);
        foreach ($headers as [$name, $value]) {
            $request = $request->withHeader($name, $value);
        }
        if ($body !== null) {
            $request = $request->withBody(is_string($body) ? $this->streamFactory->createStream($body) : $body);
        }
        return $request;
    }

    /**
     * @param array<string, mixed> $spec
     * @param array<string, mixed> $call
     */
    private function logAttempt(array $spec, array $call, string $status, int $attempt, ?string $id, int $started): void
    {
        if ($this->log->enabled()) {
            $ms = (hrtime(true) - $started) / 1e6;
            $this->log->attempt($spec['method'], $call['path'], $status, $attempt, $id, $ms);
        }
    }

    /**
     * @param array<string, mixed> $spec
     * @param array<string, mixed> $call
     *
     * @return mixed
     */
    private function decode(array $spec, array $call, ResponseInterface $response, string $raw, ?string $requestId)
    {
        if ($call['sse']) {
            $stream = $spec['stream'];
            return new Stream($response, $stream['chunk'], $stream['done'], $requestId);
        }
        switch ($spec['answer']) {
            case 'binary':
                return new BinaryResponse($response, $requestId);
            case 'text':
                return $raw;
            case 'empty':
                return null;
        }
        $value = json_decode($raw, true);
        // The answer's details are gathered only when it fails (this is every call's hot path).
        try {
            if (!is_array($value) || ($value !== [] && array_key_first($value) === 0)) {
                $error = json_last_error_msg();
                $why = json_last_error() === JSON_ERROR_NONE ? 'not a JSON object' : "not JSON: $error";
                throw new APIResponseValidationException("The answer is $why.");
            }
            $paging = isset($spec['page']) ? [$spec['page'], $this->nextPage($spec, $call)] : null;
            $status = $response->getStatusCode();
            $result = $spec['type']::fromAnswer($value, $requestId, $status, $response->getHeaders(), $paging);
        } catch (APIResponseValidationException $e) {
            throw new APIResponseValidationException($e->getMessage(), [
                'status' => $response->getStatusCode(),
                'request_id' => $requestId,
                'headers' => $response->getHeaders(),
                'raw_body' => $raw,
                'response' => $response,
            ], $e);
        }
        if (isset($spec['session'])) {
            $this->storeSession($result);
        }
        return $result;
    }

    /**
     * Fetches the page after a page of this call, with the call's parameters and options: the page number
     * plus one, or the cursor set to the page's last item's cursor field.
     *
     * @param array<string, mixed> $spec
     * @param array<string, mixed> $call
     */
    private function nextPage(array $spec, array $call): \Closure
    {
        return function (BasePage $page) use ($spec, $call): BaseModel {
            $params = $call['params'];
            $paging = $spec['page'];
            if ($paging['style'] === 'cursor') {
                $items = $page->getPaginatedItems();
                $params[$paging['cursor']] = $items[count($items) - 1][$paging['cursorField']];
            } else {
                $params[$paging['page']] = ($params[$paging['page']] ?? 1) + 1;
            }
            return $this->request($spec, $params, $call['options']);
        };
    }

    private function storeSession(BaseModel $session): void
    {
        $access = $session['access_token'];
        if (!is_string($access)) {
            return;
        }
        $this->session->accessToken = $access;
        $refresh = $session['refresh_token'];
        if (is_string($refresh)) {
            $this->session->refreshToken = $refresh;
        }
        if ($this->onSession !== null) {
            ($this->onSession)($session);
        }
    }

    /** @return array<string, string> the rules' renewal body with the stored refresh token */
    private function renewalBody(string $refreshToken): array
    {
        $body = [];
        foreach (Constants::SESSION_REFRESH_BODY as $name => $value) {
            $body[$name] = str_replace('{refresh_token}', $refreshToken, $value);
        }
        return $body;
    }

    /** @return object a Guzzle class the SDK defaults to */
    private static function guzzle(string $which): object
    {
        if ($which === 'Client') {
            if (!class_exists(\GuzzleHttp\Client::class)) {
                throw new InvalidArgumentException('Invalid option: no Guzzle installed, pass http_client (PSR-18).');
            }
            // Proxies from the environment for every kind of call (README, Proxies).
            $options = ['http_errors' => false, 'allow_redirects' => false] + Proxies::fromEnvironment();
            return new \GuzzleHttp\Client($options);
        }
        if (!class_exists(\GuzzleHttp\Psr7\HttpFactory::class)) {
            throw new InvalidArgumentException(
                'Invalid option: guzzlehttp/psr7 is not installed, pass request_factory and stream_factory (PSR-17).'
            );
        }
        return new \GuzzleHttp\Psr7\HttpFactory();
    }

    private static function uuid4(): string
    {
        $bytes = random_bytes(16);
        $bytes[6] = chr((ord($bytes[6]) & 0x0f) | 0x40);
        $bytes[8] = chr((ord($bytes[8]) & 0x3f) | 0x80);
        return vsprintf('%s%s-%s-%s-%s-%s%s%s', str_split(bin2hex($bytes), 4));
    }
}
