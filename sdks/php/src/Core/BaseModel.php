<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use Orbit\Sdk\Exception\APIResponseValidationException;
use Orbit\Sdk\Exception\InvalidArgumentException;

/**
 * The base of every generated model (src/Models): an object of an answer, built once from the decoded
 * JSON with every documented field checked for its JSON kind and nested objects hydrated.
 *
 * A field reads as a property (`$order->status`), as an array key (`$order['status']`) or through its
 * getter (`$order->getStatus()`). Fields the contract does not list (a newer service adds some) are
 * kept: `$order['new_field']`, `$order->new_field` and toArray() return them as received. Enum values
 * are plain strings, so a value this SDK does not know passes through.
 *
 * Subclasses declare `FIELDS`: wire name => ['type' => type, 'required' => true, 'nullable' => true,
 * 'check' => constraints] (`required`, `nullable` and `check` only where they apply), where a type is
 * 'string', 'int', 'float', 'bool', 'mixed', 'file', a model class, ['list', type], ['map', type] or a
 * union without a discriminator, ['oneOf', [variant type, ...]] (see Union). Enums are 'string' or
 * 'int': a value a newer service adds passes. `CLOSED` and `ONE_OF` describe the type when it travels in
 * arguments (see Arguments).
 *
 * @implements \ArrayAccess<string, mixed>
 * @implements \IteratorAggregate<string, mixed>
 */
abstract class BaseModel implements \ArrayAccess, \IteratorAggregate, \JsonSerializable
{
    /**
     * @var array<string, array{type: string|array{0: string, 1: mixed}, required?: true, nullable?: true,
     *     check?: array<string, mixed>}>
     */
    protected const FIELDS = [];
    /** Whether arguments of this type refuse fields the contract does not list. */
    protected const CLOSED = false;
    /** @var list<list<string>> Groups of fields of which exactly one must be given. */
    protected const ONE_OF = [];

    /** @var array<string, mixed> the object as received */
    private array $rawValues;
    private ?string $answerRequestId;
    /** @var array{0: int, 1: array<string, list<string>>}|null the status and headers of its answer */
    private ?array $answerHead = null;
    /** @var array{0: array<string, string>, 1: \Closure(self): self}|null a page's field names and next page */
    private ?array $paging = null;

    /**
     * @internal The SDK builds models from answers; read them, do not construct them.
     *
     * @param array<string, mixed> $values the decoded JSON object
     *
     * @throws APIResponseValidationException a documented field is missing or of the wrong JSON kind
     */
    final public function __construct(array $values, ?string $requestId = null, string $path = '')
    {
        $this->rawValues = $values;
        $this->answerRequestId = $requestId;
        $this->fill($values, $path === '' ? substr(static::class, (int) strrpos(static::class, '\\') + 1) : $path);
    }

    /**
     * Sets every documented field from the decoded object (generated per model: one typed check per field).
     *
     * @param array<string, mixed> $values
     * @param string $at where the object is, for messages (`OrderList.items[0]`)
     *
     * @throws APIResponseValidationException
     */
    abstract protected function fill(array $values, string $at): void;

    /**
     * The object of an answer, with what getLastResponse() reports and, for a page, how to fetch the next.
     *
     * @internal the request core builds results
     *
     * @param array<string, mixed> $values
     * @param array<string, list<string>> $headers
     * @param array{0: array<string, string>, 1: \Closure(self): self}|null $paging
     *
     * @return static
     *
     * @throws APIResponseValidationException
     */
    final public static function fromAnswer(
        array $values,
        ?string $requestId,
        int $status,
        array $headers,
        ?array $paging = null
    ): self {
        $model = new static($values, $requestId);
        $model->answerHead = [$status, $headers];
        $model->paging = $paging;
        return $model;
    }

    /**
     * The HTTP response this object came from: status, headers, request id (null for nested objects).
     */
    public function getLastResponse(): ?ApiResponse
    {
        return $this->answerHead === null ? null : new ApiResponse($this->answerHead[0], $this->answerHead[1]);
    }

    /**
     * @internal for BasePage
     *
     * @return array{0: array<string, string>, 1: \Closure(self): self}|null
     */
    protected function paging(): ?array
    {
        return $this->paging;
    }

    /** The request id of the answer this object came from (null for nested objects). */
    public function getRequestId(): ?string
    {
        return $this->answerRequestId;
    }

    /**
     * The object as the service sent it, unknown fields included.
     *
     * @return array<string, mixed>
     */
    public function toArray(): array
    {
        return $this->rawValues;
    }

    /**
     * The object as received for json_encode(), unknown fields included; an empty object or map stays
     * `{}` (PHP decodes both `{}` and `[]` to an empty array).
     *
     * @return array<string, mixed>|\stdClass
     */
    #[\ReturnTypeWillChange]
    public function jsonSerialize()
    {
        $out = $this->rawValues;
        foreach (static::FIELDS as $name => $field) {
            $type = $field['type'];
            // Scalars stay as received; models, lists, maps and unions are written from their typed values.
            if (isset($out[$name]) && (is_array($type) || strpos($type, '\\') !== false)) {
                $out[$name] = self::json($type, $this->$name);
            }
        }
        return $out === [] ? new \stdClass() : $out;
    }

    /** @return \ArrayIterator<string, mixed> the fields as received */
    public function getIterator(): \ArrayIterator
    {
        return new \ArrayIterator($this->rawValues);
    }

    /** @param mixed $offset */
    public function offsetExists($offset): bool
    {
        return $this->offsetGet($offset) !== null;
    }

    /**
     * A documented field as its typed value, any other field as received.
     *
     * @param mixed $offset
     *
     * @return mixed
     */
    #[\ReturnTypeWillChange]
    public function offsetGet($offset)
    {
        if (isset(static::FIELDS[$offset])) {
            return $this->$offset;
        }
        return $this->rawValues[$offset] ?? null;
    }

    /**
     * @param mixed $offset
     * @param mixed $value
     */
    public function offsetSet($offset, $value): void
    {
        throw new \LogicException(static::class . ' is read-only.');
    }

    /** @param mixed $offset */
    public function offsetUnset($offset): void
    {
        throw new \LogicException(static::class . ' is read-only.');
    }

    /**
     * A field the contract does not list, as received (null when absent).
     *
     * @return mixed
     */
    public function __get(string $name)
    {
        return $this->rawValues[$name] ?? null;
    }

    public function __isset(string $name): bool
    {
        return isset($this->rawValues[$name]);
    }

    /** @param mixed $value */
    public function __set(string $name, $value): void
    {
        throw new \LogicException(static::class . ' is read-only.');
    }

    /**
     * The getters of the documented fields: getOrderNo() reads order_no.
     *
     * @param array<int, mixed> $arguments
     *
     * @return mixed
     */
    public function __call(string $method, array $arguments)
    {
        $field = strtolower((string) preg_replace('/(?<=[a-z0-9])(?=[A-Z])/', '_', substr($method, 3)));
        if (strncmp($method, 'get', 3) !== 0 || !isset(static::FIELDS[$field]) || $arguments !== []) {
            throw new \BadMethodCallException('Call to undefined method ' . static::class . "::$method()");
        }
        return $this->$field;
    }

    /**
     * Checks an argument of this type (an array, or a model of it) and answers it as an array.
     *
     * @internal used by Arguments
     *
     * @param mixed $value
     *
     * @return array<string, mixed>
     *
     * @throws InvalidArgumentException
     */
    public static function checkArgument($value, string $path): array
    {
        if ($value instanceof self) {
            $value = $value->toArray();
        }
        if (!is_array($value) || ($value !== [] && array_key_first($value) === 0)) {
            throw Arguments::invalid("$path must be an object (an array with string keys)", $path);
        }
        $out = [];
        foreach ($value as $name => $item) {
            $field = static::FIELDS[$name] ?? null;
            if ($field === null) {
                if (static::CLOSED) {
                    throw Arguments::invalid("$path has no field '$name'", "$path.$name");
                }
                $out[$name] = $item;
            } elseif ($item !== null) {
                $out[$name] = Arguments::check($field['type'], $item, "$path.$name", $field['check'] ?? []);
            } elseif (isset($field['nullable'])) {
                $out[$name] = null;
            }
        }
        foreach (static::FIELDS as $name => $field) {
            if (isset($field['required']) && !array_key_exists($name, $out)) {
                throw Arguments::invalid("$path.$name is required", "$path.$name");
            }
        }
        Arguments::checkOneOf(static::ONE_OF, $out, $path);
        return $out;
    }

    /**
     * Whether a decoded JSON value has this model's shape: an object holding every required field
     * (the union rule, see Union).
     *
     * @internal used by Union
     *
     * @param array<int|string, mixed> $value
     */
    public static function hasShape(array $value): bool
    {
        if ($value !== [] && array_key_first($value) === 0) {
            return false;
        }
        foreach (static::FIELDS as $name => $field) {
            if (isset($field['required']) && !array_key_exists($name, $value)) {
                return false;
            }
        }
        return true;
    }

    /**
     * @param string|array{0: string, 1: mixed} $type
     * @param mixed $value
     *
     * @return mixed
     *
     * @throws APIResponseValidationException
     */
    public static function hydrate($type, $value, string $path)
    {
        switch ($type) {
            case 'string':
                if (is_string($value)) {
                    return $value;
                }
                break;
            case 'int':
                if (is_int($value)) {
                    return $value;
                }
                break;
            case 'float':
                if (is_float($value) || is_int($value)) {
                    return (float) $value;
                }
                break;
            case 'bool':
                if (is_bool($value)) {
                    return $value;
                }
                break;
            case 'mixed':
                return $value;
            default:
                return self::hydrateComposite($type, $value, $path);
        }
        throw self::wrong($value, $type, $path);
    }

    /**
     * @param string|array{0: string, 1: mixed} $type a model class, ['list', type] or ['map', type]
     * @param mixed $value
     *
     * @return mixed
     */
    private static function hydrateComposite($type, $value, string $path)
    {
        $isList = is_array($value) && ($value === [] || array_key_first($value) === 0);
        if (is_string($type)) {
            if (!is_array($value) || ($isList && $value !== [])) {
                throw self::wrong($value, 'an object', $path);
            }
            return new $type($value, null, $path);
        }
        if ($type[0] === 'oneOf') {
            // The first variant whose shape the value has; a value of none is kept as it came (a newer service).
            $variant = Union::variant($type[1], $value);
            return $variant === null ? $value : self::hydrate($variant, $value, $path);
        }
        if ($type[0] === 'enum') {
            return $value;
        }
        // An empty array is an empty list and an empty map alike (PHP decodes `{}` and `[]` the same).
        if (!is_array($value) || ($value !== [] && ($type[0] === 'list') !== $isList)) {
            throw self::wrong($value, "a {$type[0]}", $path);
        }
        $out = [];
        foreach ($value as $key => $item) {
            $out[$key] = self::hydrate($type[1], $item, "{$path}[$key]");
        }
        return $out;
    }

    /** @param array<string, mixed> $values */
    protected static function str(array $values, string $name, string $at): string
    {
        $value = $values[$name] ?? null;
        if (is_string($value)) {
            return $value;
        }
        throw self::wrong($value, 'a string', "$at.$name");
    }

    /** @param array<string, mixed> $values */
    protected static function strOrNull(array $values, string $name, string $at): ?string
    {
        $value = $values[$name] ?? null;
        if ($value === null || is_string($value)) {
            return $value;
        }
        throw self::wrong($value, 'a string', "$at.$name");
    }

    /** @param array<string, mixed> $values */
    protected static function int(array $values, string $name, string $at): int
    {
        $value = $values[$name] ?? null;
        if (is_int($value)) {
            return $value;
        }
        throw self::wrong($value, 'an integer', "$at.$name");
    }

    /** @param array<string, mixed> $values */
    protected static function intOrNull(array $values, string $name, string $at): ?int
    {
        $value = $values[$name] ?? null;
        if ($value === null || is_int($value)) {
            return $value;
        }
        throw self::wrong($value, 'an integer', "$at.$name");
    }

    /** @param array<string, mixed> $values */
    protected static function bool(array $values, string $name, string $at): bool
    {
        $value = $values[$name] ?? null;
        if (is_bool($value)) {
            return $value;
        }
        throw self::wrong($value, 'true or false', "$at.$name");
    }

    /** @param array<string, mixed> $values */
    protected static function boolOrNull(array $values, string $name, string $at): ?bool
    {
        $value = $values[$name] ?? null;
        if ($value === null || is_bool($value)) {
            return $value;
        }
        throw self::wrong($value, 'true or false', "$at.$name");
    }

    /**
     * A nested object, as its model.
     *
     * @param array<string, mixed> $values
     * @param class-string<BaseModel> $class
     */
    protected static function obj(array $values, string $name, string $at, string $class): BaseModel
    {
        $value = $values[$name] ?? null;
        if (is_array($value) && ($value === [] || array_key_first($value) !== 0)) {
            return new $class($value, null, "$at.$name");
        }
        throw self::wrong($value, 'an object', "$at.$name");
    }

    /**
     * @param array<string, mixed> $values
     * @param class-string<BaseModel> $class
     */
    protected static function objOrNull(array $values, string $name, string $at, string $class): ?BaseModel
    {
        return isset($values[$name]) ? self::obj($values, $name, $at, $class) : null;
    }

    /**
     * A list of objects, as their models.
     *
     * @param array<string, mixed> $values
     * @param class-string<BaseModel> $class
     *
     * @return list<BaseModel>|null
     */
    protected static function objList(array $values, string $name, string $at, string $class, bool $required): ?array
    {
        $list = $values[$name] ?? null;
        if ($list === null && !$required) {
            return null;
        }
        if (!is_array($list) || ($list !== [] && array_key_first($list) !== 0)) {
            throw self::wrong($list, 'a list', "$at.$name");
        }
        $out = [];
        foreach ($list as $i => $value) {
            if (!is_array($value) || ($value !== [] && array_key_first($value) === 0)) {
                throw self::wrong($value, 'an object', "$at.{$name}[$i]");
            }
            $out[] = new $class($value, null, "$at.{$name}[$i]");
        }
        return $out;
    }

    /**
     * Any other field (a number, a list, a map, any JSON value), by its type descriptor.
     *
     * @param array<string, mixed> $values
     * @param string|array{0: string, 1: mixed} $type
     *
     * @return mixed
     */
    protected static function value(array $values, string $name, string $at, $type, bool $required)
    {
        if (!isset($values[$name])) {
            if ($required) {
                throw self::wrong(null, 'present', "$at.$name");
            }
            return $values[$name] ?? null;
        }
        return self::hydrate($type, $values[$name], "$at.$name");
    }

    /**
     * A typed value for jsonSerialize(): models as themselves, an empty map as `{}`.
     *
     * @param string|array{0: string, 1: mixed} $type
     * @param mixed $value
     *
     * @return mixed
     */
    private static function json($type, $value)
    {
        if (!is_array($value) || !is_array($type) || $type[0] === 'oneOf') {
            return $value;
        }
        if ($value === [] && $type[0] === 'map') {
            return new \stdClass();
        }
        foreach ($value as $key => $item) {
            $value[$key] = self::json($type[1], $item);
        }
        return $value;
    }

    /** @param mixed $value */
    private static function wrong($value, string $expected, string $at): APIResponseValidationException
    {
        if ($value === null) {
            return new APIResponseValidationException("The answer's $at is missing.");
        }
        $kind = gettype($value);
        if (is_array($value)) {
            $kind = $value === [] || array_key_first($value) === 0 ? 'a list' : 'an object';
        }
        return new APIResponseValidationException("The answer's $at is $kind, not $expected.");
    }
}
