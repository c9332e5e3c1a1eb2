<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Runtime;

use GuzzleHttp\ClientInterface;
use Orbit\Sdk\Configuration;
use Orbit\Sdk\Model\ModelInterface;

/**
 * Base of the generated resources (`$client->orders`, ...): maps their methods onto the runtime.
 */
abstract class BaseResource
{
    /** @var BaseClient */
    protected $client;

    public function __construct(BaseClient $client)
    {
        $this->client = $client;
    }

    /**
     * The generated API class that builds this resource's requests.
     *
     * @return object
     */
    abstract protected function newApi(ClientInterface $http, Configuration $config);

    /**
     * Calls one of this resource's operations by operationId.
     *
     * @param array<string, mixed>|ModelInterface $params
     * @param array<string, mixed> $options
     * @return mixed
     */
    public function invoke(string $operationId, $params = [], array $options = [])
    {
        return $this->call($operationId, $params, $options);
    }

    /**
     * @param array<string, mixed>|ModelInterface $params
     * @param array<string, mixed> $options
     * @return mixed
     */
    protected function call(string $operationId, $params, array $options)
    {
        $op = static::OPERATIONS[$operationId];
        $mode = 'json';
        if ($op['binary'] !== null) {
            $mode = 'binary';
        } elseif ($op['streaming'] !== null && self::wantsStream($op['streaming']['param'], $params)) {
            $mode = 'stream';
        }
        return $this->client->execute($op, \Closure::fromCallable([$this, 'newApi']), $params, $options, $mode);
    }

    /**
     * An `x-sdk-actions` method: the operation with the action's body field filled in.
     *
     * @param array<string, mixed> $params
     * @param array<string, mixed> $options
     * @return mixed
     */
    protected function callAction(string $operationId, string $method, $params, array $options)
    {
        $action = static::OPERATIONS[$operationId]['actions'][$method];
        if (!is_array($params)) {
            throw new \InvalidArgumentException("$method(): \$params must be an array");
        }
        if (isset($params[$action['field']]) && $params[$action['field']] !== $action['value']) {
            throw new \InvalidArgumentException(sprintf(
                "%s(): '%s' is always '%s'",
                $method,
                $action['field'],
                $action['value']
            ));
        }
        $params[$action['field']] = $action['value'];
        return $this->call($operationId, $params, $options);
    }

    /**
     * The operation's answer as a stream of chunks (`x-sdk-streaming`).
     *
     * @param array<string, mixed>|ModelInterface $params
     * @param array<string, mixed> $options
     */
    protected function stream(string $operationId, $params, array $options): Stream
    {
        $op = static::OPERATIONS[$operationId];
        $flag = $op['streaming']['param'];
        if ($params instanceof ModelInterface) {
            $params = clone $params;
            $params[$flag] = true;
        } else {
            $params[$flag] = true;
        }
        return $this->client->execute($op, \Closure::fromCallable([$this, 'newApi']), $params, $options, 'stream');
    }

    /**
     * Every item across the pages of a paginated operation (`x-sdk-pagination`).
     *
     * @param array<string, mixed> $params
     * @param array<string, mixed> $options
     */
    protected function autoPaging(string $operationId, array $params, array $options): AutoPager
    {
        $pagination = static::OPERATIONS[$operationId]['pagination'];
        return new AutoPager(function (array $pageParams) use ($operationId, $options) {
            return $this->call($operationId, $pageParams, $options);
        }, $params, $pagination);
    }

    /** @param array<string, mixed>|ModelInterface $params */
    private static function wantsStream(string $flag, $params): bool
    {
        if ($params instanceof ModelInterface) {
            return isset($params[$flag]) && $params[$flag] === true;
        }
        return is_array($params) && ($params[$flag] ?? false) === true;
    }
}
