<?php

declare(strict_types=1);

namespace Orbit\MatrixDriver;

use Orbit\Sdk\Client;
use Orbit\Sdk\Core\BaseModel;
use Orbit\Sdk\Core\BinaryResponse;
use Orbit\Sdk\Core\Stream;
use Orbit\Sdk\Exception\ApiStatusException;
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
        'autoRefresh' => 'auto_refresh',
        'defaultHeaders' => 'default_headers',
        'logLevel' => 'log_level',
    ];
    private const CALL_OPTIONS = [
        'headers' => 'headers',
        'maxRetries' => 'max_retries',
        'timeout' => 'timeout',
        'idempotencyKey' => 'idempotency_key',
    ];

    /** @var array<string, Client> */
    private array $clients = [];
    private CallLog $log;

    public function __construct()
    {
        $this->log = new CallLog();
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
        try {
            $client = $this->client((string) ($request['client'] ?? 'default'), $request['clientOptions'] ?? []);
            $resource = (string) $request['resource'];
            $method = (string) $request['method'];
            if (!property_exists($client, $resource) || !method_exists($client->{$resource}, $method)) {
                $error = self::driverError("the SDK has no method $resource.$method");
                return ['ok' => false, 'error' => $error, 'log' => []];
            }
            $params = $request['params'] ?? [];
            if (!empty($request['stream'])) {
                $params['stream'] = true;
            }
            $options = self::rename($request['options'] ?? [], self::CALL_OPTIONS);
            if (!empty($request['autoPaging'])) {
                $items = [];
                foreach ($client->{$resource}->{$method . 'AutoPaging'}($params, $options) as $item) {
                    $items[] = $item->toArray();
                }
                return ['ok' => true, 'result' => ['items' => $items], 'requestId' => null, 'log' => $this->log->lines];
            }
            $result = $client->{$resource}->{$method}($params, $options);
            [$json, $requestId] = self::result($result);
            return ['ok' => true, 'result' => $json, 'requestId' => $requestId, 'log' => $this->log->lines];
        } catch (\Throwable $e) {
            return ['ok' => false, 'error' => self::error($e), 'log' => $this->log->lines];
        }
    }

    /** @param array<string, mixed> $options */
    private function client(string $name, array $options): Client
    {
        if (!isset($this->clients[$name])) {
            $this->clients[$name] = new Client(self::rename($options, self::CLIENT_OPTIONS) + ['logger' => $this->log]);
        }
        return $this->clients[$name];
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
     * @param mixed $result
     *
     * @return array{0: mixed, 1: string|null}
     */
    private static function result($result): array
    {
        if ($result instanceof BaseModel) {
            return [$result->toArray(), $result->getRequestId()];
        }
        if ($result instanceof Stream) {
            $chunks = [];
            foreach ($result as $chunk) {
                $chunks[] = $chunk->toArray();
            }
            return [['chunks' => $chunks], $result->getRequestId()];
        }
        if ($result instanceof BinaryResponse) {
            $base64 = base64_encode($result->getContent());
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
