<?php

declare(strict_types=1);

namespace Orbit\MatrixDriver;

use Orbit\Sdk\Client;
use Orbit\Sdk\Core\ApiResponse;
use Orbit\Sdk\Core\BaseModel;
use Orbit\Sdk\Core\BasePage;
use Orbit\Sdk\Core\BinaryResponse;
use Orbit\Sdk\Core\Stream;
use Orbit\Sdk\Exception\ApiStatusException;
use Orbit\Sdk\Exception\APIUserAbortException;
use Orbit\Sdk\Exception\OrbitException;
use Orbit\Sdk\Generated\Constants;

/** The driver's own state: one client per name, created at its first use. */
final class MatrixDriver
{
    private const CLIENT_OPTIONS = [
        'baseUrl' => 'base_url',
        'accessToken' => 'access_token',
        'refreshToken' => 'refresh_token',
        'apiKey' => 'api_key',
        'maxRetries' => 'max_retries',
        'timeout' => 'timeout',
        'idleTimeout' => 'idle_timeout',
        'autoRefresh' => 'auto_refresh',
        'defaultHeaders' => 'default_headers',
        'logLevel' => 'log_level',
    ];
    private const CALL_OPTIONS = [
        'headers' => 'headers',
        'maxRetries' => 'max_retries',
        'timeout' => 'timeout',
        'idleTimeout' => 'idle_timeout',
        'idempotencyKey' => 'idempotency_key',
        'apiKey' => 'api_key',
        'extraQuery' => 'extra_query',
        'extraBody' => 'extra_body',
    ];

    /** @var array<string, Client> */
    private array $clients = [];
    /** @var array<string, Attempts> the recorders of the clients made with `middleware: true` */
    private array $attempts = [];
    private CallLog $log;
    private Files $files;

    public function __construct()
    {
        $this->log = new CallLog();
        $this->files = new Files();
    }

    /**
     * @param array<string, mixed> $request
     *
     * @return array<string, mixed>
     */
    public function answer(array $request): array
    {
        $id = $request['id'] ?? null;
        switch ($request['op'] ?? null) {
            case 'hello':
                return ['id' => $id, 'ok' => true, 'result' => [
                    'sdk' => 'php',
                    'version' => Constants::VERSION,
                    'runtime' => 'PHP ' . PHP_VERSION,
                ]];
            case 'call':
                return ['id' => $id] + $this->call($request);
            default:
                $op = json_encode($request['op'] ?? null);
                return ['id' => $id, 'ok' => false, 'error' => self::driverError("unknown op $op")];
        }
    }

    /**
     * @param array<string, mixed> $request
     *
     * @return array<string, mixed>
     */
    private function call(array $request): array
    {
        $this->log->lines = [];
        $name = (string) ($request['client'] ?? 'default');
        foreach ($this->attempts as $recorder) {
            $recorder->seen = [];
        }
        try {
            $client = $this->client($name, $request['clientOptions'] ?? []);
            $answer = isset($request['concurrent'])
                ? $this->inTurn($client, $request, (int) $request['concurrent'])
                : $this->answerCall($client, $request);
        } catch (StreamFailed $e) {
            // The chunks the caller had received before the error (a stall after them: the idle timeout).
            $answer = ['ok' => false, 'error' => self::error($e->getPrevious() ?? $e), 'chunks' => $e->chunks];
        } catch (\Throwable $e) {
            $answer = ['ok' => false, 'error' => self::error($e)];
        } finally {
            $this->files->clear();
        }
        $answer['log'] = $this->log->lines;
        if (isset($this->attempts[$name])) {
            $answer['attempts'] = $this->attempts[$name]->seen;
        }
        return $answer;
    }

    /**
     * The same call N times on the one client, in turn: PHP is synchronous, so "at once" is one after the
     * other in this process (README, Concurrency); each outcome is counted.
     *
     * @param array<string, mixed> $request
     *
     * @return array<string, mixed>
     */
    private function inTurn(Client $client, array $request, int $times): array
    {
        $succeeded = 0;
        $errors = [];
        for ($i = 0; $i < $times; $i++) {
            try {
                $answer = $this->answerCall($client, $request);
            } catch (StreamFailed $e) {
                $answer = ['ok' => false, 'error' => self::error($e->getPrevious() ?? $e)];
            } catch (\Throwable $e) {
                $answer = ['ok' => false, 'error' => self::error($e)];
            }
            if ($answer['ok']) {
                $succeeded++;
            } else {
                $errors[] = $answer['error'];
            }
        }
        return ['ok' => true, 'result' => ['succeeded' => $succeeded, 'errors' => $errors], 'requestId' => null];
    }

    /**
     * One call through the SDK's public API: the method, its stream method (`stream`), its auto-paging
     * variant (`autoPaging`), or the pages of its answer (`pages`).
     *
     * @param array<string, mixed> $request
     *
     * @return array<string, mixed>
     */
    private function answerCall(Client $client, array $request): array
    {
        $resource = (string) $request['resource'];
        $method = (string) $request['method'] . (empty($request['stream']) ? '' : 'Stream');
        if (!property_exists($client, $resource) || !method_exists($client->{$resource}, $method)) {
            return ['ok' => false, 'error' => self::driverError("the SDK has no method $resource.$method")];
        }
        $params = $this->files->resolve($request['params'] ?? []);
        $options = self::rename($request['options'] ?? [], self::CALL_OPTIONS);
        if (!empty($request['autoPaging'])) {
            $items = [];
            foreach ($client->{$resource}->{$method . 'AutoPaging'}($params, $options) as $item) {
                $items[] = $item; // written by json_encode (BaseModel::jsonSerialize: `{}` stays an object)
            }
            return ['ok' => true, 'result' => ['items' => $items], 'requestId' => null];
        }
        $result = $client->{$resource}->{$method}($params, $options);
        if (!empty($request['pages'])) {
            if (!$result instanceof BasePage) {
                return ['ok' => false, 'error' => self::driverError("$resource.$method does not answer a page")];
            }
            $pages = [];
            foreach ($result->iterPages() as $page) {
                $pages[] = ['items' => $page->getPaginatedItems(), 'hasNextPage' => $page->hasNextPage()];
            }
            return ['ok' => true, 'result' => ['pages' => $pages], 'requestId' => $result->getRequestId()];
        }
        $response = $result instanceof BaseModel || $result instanceof Stream || $result instanceof BinaryResponse
            ? $result->getLastResponse()
            : null;
        [$json, $requestId] = self::result($result, $request['cancelAfterChunks'] ?? null);
        if (!empty($request['raw'])) {
            if ($response === null) {
                return ['ok' => false, 'error' => self::driverError("$resource.$method answers no response to read")];
            }
            $json = ['status' => $response->getStatusCode(), 'headers' => self::headers($response), 'body' => $json];
        }
        return ['ok' => true, 'result' => $json, 'requestId' => $requestId];
    }

    /**
     * The client of that name, created at its first use: from its options, or (`from`) a copy of another
     * client made with withOptions() and only the options given.
     *
     * @param array<string, mixed> $options
     */
    private function client(string $name, array $options): Client
    {
        if (isset($this->clients[$name])) {
            return $this->clients[$name];
        }
        $from = $options['from'] ?? null;
        $middleware = !empty($options['middleware']);
        unset($options['from'], $options['middleware']);
        $sdkOptions = self::rename($options, self::CLIENT_OPTIONS);
        if ($middleware) {
            $this->attempts[$name] = new Attempts();
            $sdkOptions['http_client'] = $this->attempts[$name]->client();
        }
        if ($from !== null) {
            if (!isset($this->clients[$from])) {
                throw new \LogicException("client $name is a copy of $from, which does not exist yet");
            }
            return $this->clients[$name] = $this->clients[$from]->withOptions($sdkOptions);
        }
        return $this->clients[$name] = new Client($sdkOptions + ['logger' => $this->log]);
    }

    /**
     * Header names lower-case, repeated values joined by ", " (the protocol's `raw` headers).
     *
     * @return array<string, string>
     */
    private static function headers(ApiResponse $response): array
    {
        $out = [];
        foreach (array_keys($response->getHeaders()) as $header) {
            $out[strtolower((string) $header)] = $response->getHeaderLine((string) $header);
        }
        return $out;
    }

    /**
     * The protocol's camelCase option names spelled the SDK's way (an unknown name is passed as it is,
     * so the SDK refuses it).
     *
     * @param array<string, mixed> $options
     * @param array<string, string> $names
     *
     * @return array<string, mixed>
     */
    private static function rename(array $options, array $names): array
    {
        $out = [];
        foreach ($options as $key => $value) {
            $out[$names[$key] ?? $key] = $value;
        }
        return $out;
    }

    /**
     * The answer as JSON with the contract's names (unknown fields included) and its request id.
     *
     * A stream with `cancelAfterChunks` is closed after that many chunks, the PHP way of cancelling it;
     * it is `cancelled` when the SDK then yields nothing more and throws nothing but APIUserAbortException.
     *
     * @param mixed $result
     *
     * @return array{0: mixed, 1: string|null}
     */
    private static function result($result, ?int $cancelAfter = null): array
    {
        if ($result instanceof BaseModel) {
            // The object as received, unknown fields included, written by json_encode (jsonSerialize).
            return [$result, $result->getRequestId()];
        }
        if ($result instanceof Stream) {
            $chunks = [];
            try {
                foreach ($result as $chunk) {
                    $chunks[] = $chunk;
                    if (count($chunks) === $cancelAfter) {
                        $result->close();
                    }
                }
            } catch (APIUserAbortException $e) {
                return [['chunks' => $chunks, 'cancelled' => true], $result->getRequestId()];
            } catch (\Throwable $e) {
                throw new StreamFailed($e, $chunks);
            }
            $answer = ['chunks' => $chunks];
            if ($cancelAfter !== null) {
                $answer['cancelled'] = count($chunks) === $cancelAfter;
            }
            return [$answer, $result->getRequestId()];
        }
        if ($result instanceof BinaryResponse) {
            // Written as it arrives (the SDK never holds it whole), then read back for the answer.
            $file = fopen('php://temp', 'w+b');
            $result->writeTo($file);
            rewind($file);
            $base64 = base64_encode((string) stream_get_contents($file));
            $binary = ['binary' => true, 'mediaType' => $result->getMediaType(), 'base64' => $base64];
            return [$binary, $result->getRequestId()];
        }
        return [$result, null];
    }

    /** @return array<string, mixed> */
    private static function error(\Throwable $e): array
    {
        $short = substr(strrchr('\\' . get_class($e), '\\'), 1);
        // The kind is the rules' base name: the class without its suffix; the base status error is APIError.
        $kind = get_class($e) === ApiStatusException::class ? 'APIError' : preg_replace('/Exception$/', '', $short);
        if (!$e instanceof OrbitException) {
            return ['kind' => null, 'class' => get_class($e), 'sdkError' => false, 'message' => $e->getMessage()];
        }
        return [
            'kind' => $kind,
            'class' => $short,
            'sdkError' => true,
            'status' => $e->getStatusCode(),
            'code' => $e->getErrorCode(),
            'type' => $e->getErrorType(),
            'param' => $e->getParam(),
            'requestId' => $e->getRequestId(),
            'message' => $e->getMessage(),
            'rawBody' => $e->getRawBody(),
        ];
    }

    /** @return array<string, mixed> */
    public static function driverError(string $message): array
    {
        return ['kind' => null, 'class' => 'DriverError', 'sdkError' => false, 'message' => $message];
    }
}
