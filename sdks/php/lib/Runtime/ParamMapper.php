<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Runtime;

use Orbit\Sdk\Model\ModelInterface;

/**
 * Turns a resource method's `$params` array into the positional arguments of the generated
 * `<operationId>Request()` builder, using the operation's metadata.
 *
 * - query and header parameters are keyed by their parameter name (`page`, `wechatpay_nonce`);
 * - body fields by their JSON name (`order_no`); a model object is taken as the whole body;
 * - single-value parameters the contract fixes (`action=models`) are filled in;
 * - `idempotency_key` is handed to the transport instead of the builder;
 * - unknown keys and missing required values are refused before anything is sent.
 *
 * @internal
 */
final class ParamMapper
{
    /**
     * @param array<string, mixed> $op
     * @param array<string, mixed>|ModelInterface $params
     * @return array{0: array<int, mixed>, 1: string|false|null} the arguments and an explicit idempotency key
     */
    public static function toArguments(array $op, $params): array
    {
        $bodyModel = null;
        if ($params instanceof ModelInterface) {
            $bodyModel = $params;
            $params = [];
        } elseif (!is_array($params)) {
            throw new \InvalidArgumentException($op['operationId'] . ': $params must be an array or a request model');
        }
        $bodyFields = $op['body']['fields'] ?? [];
        $known = [];
        foreach ($op['params'] as $param) {
            if ($param['in'] !== 'body') {
                $known[$param['name']] = true;
            }
        }
        foreach (array_keys($params) as $key) {
            if (!isset($known[$key]) && !array_key_exists($key, $bodyFields)) {
                throw new \InvalidArgumentException(sprintf(
                    "%s: unknown parameter '%s' (known: %s)",
                    $op['operationId'],
                    $key,
                    implode(', ', array_merge(array_keys($known), array_keys($bodyFields)))
                ));
            }
        }

        $args = [];
        $idempotencyKey = null;
        foreach ($op['params'] as $param) {
            $name = $param['name'];
            if ($param['in'] === 'body') {
                $args[] = $bodyModel ?? self::bodyModel($op, $params);
                continue;
            }
            if ($param['fixed'] !== []) {
                $fixed = $param['fixed'][0];
                if (array_key_exists($name, $params) && $params[$name] !== $fixed) {
                    throw new \InvalidArgumentException(sprintf(
                        "%s: '%s' is always '%s' (the SDK fills it in)",
                        $op['operationId'],
                        $name,
                        $fixed
                    ));
                }
                $args[] = $fixed;
                continue;
            }
            if ($param['in'] === 'header' && strcasecmp($param['baseName'], 'Idempotency-Key') === 0) {
                // The transport sets the header (a fresh key per call, kept across its retries).
                if (array_key_exists($name, $params)) {
                    $idempotencyKey = $params[$name];
                }
                $args[] = null;
                continue;
            }
            $value = $params[$name] ?? null;
            if ($value instanceof \DateTimeInterface) {
                // Dates travel as RFC 3339 full-dates, date-times as RFC 3339 in UTC.
                $value = ($param['format'] ?? '') === 'date'
                    ? $value->format('Y-m-d')
                    : (new \DateTimeImmutable('@' . $value->getTimestamp()))->format('Y-m-d\\TH:i:s\\Z');
            }
            if ($value === null && $param['required']) {
                throw new \InvalidArgumentException(sprintf("%s: missing required parameter '%s'", $op['operationId'], $name));
            }
            $args[] = $value;
        }
        return [$args, $idempotencyKey];
    }

    /**
     * @param array<string, mixed> $op
     * @param array<string, mixed> $params
     */
    private static function bodyModel(array $op, array $params): ModelInterface
    {
        $data = [];
        foreach ($op['body']['fields'] as $field => $required) {
            if (array_key_exists($field, $params) && $params[$field] !== null) {
                $data[$field] = $params[$field];
            } elseif ($required) {
                throw new \InvalidArgumentException(sprintf("%s: missing required field '%s'", $op['operationId'], $field));
            }
        }
        $class = $op['body']['type'];
        return new $class($data);
    }
}
