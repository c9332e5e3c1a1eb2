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
 * Subclasses declare `FIELDS`: wire name => [type, required, constraints], where a type is 'string',
 * 'int', 'float', 'bool', 'mixed', a model class, ['list', type] or ['map', type]. `CLOSED` and
 * `ONE_OF` describe the type when it travels in arguments (see Arguments).
 *
 * @implements \ArrayAccess<string, mixed>
 * @implements \IteratorAggregate<string, mixed>
 */
abstract class BaseModel implements \ArrayAccess, \IteratorAggregate, \JsonSerializable
{
    /** @var array<string, array{0: string|array{0: string, 1: mixed}, 1: bool, 2?: array<string, mixed>}> */
    protected const FIELDS = [];
    /** Whether arguments of this type refuse fields the contract does not list. */
    protected const CLOSED = false;
    /** @var list<list<string>> Groups of fields of which exactly one must be given. */
    protected const ONE_OF = [];

    /** @var array<string, mixed> the object as received */
    private array $rawValues;
    private ?string $answerRequestId;

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
        $at = $path === '' ? static::shortName() : $path;
        foreach (static::FIELDS as $name => $field) {
            $value = $values[$name] ?? null;
            if ($value === null) {
                if ($field[1]) {
                    throw new APIResponseValidationException("The answer's $at.$name is missing.");
                }
                continue;
            }
            $this->$name = self::hydrate($field[0], $value, "$at.$name");
        }
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

    /** @return array<string, mixed> */
    #[\ReturnTypeWillChange]
    public function jsonSerialize()
    {
        return $this->rawValues;
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
                $out[$name] = Arguments::check($field[0], $item, "$path.$name", $field[2] ?? []);
            }
        }
        foreach (static::FIELDS as $name => $field) {
            if ($field[1] && !isset($out[$name])) {
                throw Arguments::invalid("$path.$name is required", "$path.$name");
            }
        }
        Arguments::checkOneOf(static::ONE_OF, $out, $path);
        return $out;
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
        throw new APIResponseValidationException("The answer's $path is " . gettype($value) . ", not $type.");
    }

    /**
     * @param string|array{0: string, 1: mixed} $type a model class, ['list', type] or ['map', type]
     * @param mixed $value
     *
     * @return mixed
     */
    private static function hydrateComposite($type, $value, string $path)
    {
        if (!is_array($value)) {
            $expected = is_array($type) ? "a {$type[0]}" : 'an object';
            throw new APIResponseValidationException("The answer's $path is " . gettype($value) . ", not $expected.");
        }
        if (is_string($type)) {
            if ($value !== [] && array_key_first($value) === 0) {
                throw new APIResponseValidationException("The answer's $path is a list, not an object.");
            }
            return new $type($value, null, $path);
        }
        $isList = $value === [] || array_key_first($value) === 0;
        if (($type[0] === 'list') !== $isList) {
            throw new APIResponseValidationException("The answer's $path is not a {$type[0]}.");
        }
        $out = [];
        foreach ($value as $key => $item) {
            $out[$key] = self::hydrate($type[1], $item, "{$path}[$key]");
        }
        return $out;
    }

    private static function shortName(): string
    {
        $class = static::class;
        return substr($class, (int) strrpos($class, '\\') + 1);
    }
}
