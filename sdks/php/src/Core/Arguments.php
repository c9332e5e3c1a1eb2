<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use Orbit\Sdk\Exception\InvalidArgumentException;
use Orbit\Sdk\File;

/**
 * The argument checks made before anything is sent (docs/sdk-design.md §4): a missing required
 * parameter, an unknown one, a value of the wrong JSON kind, a string against its pattern and length,
 * a number against its range, a list against its item count, an exactly-one-of group, a union body
 * without a known discriminator, a union value of none of its variants' shapes, a file that is not
 * one. Enum membership is the service's to check (a newer service may accept newer values). A null
 * value counts as absent, except for a `nullable` body field, where null is a value of its own (sent as
 * null: the service clears the field) and leaving the field out keeps it.
 *
 * A parameter descriptor (generated in src/Resources) names its parts: `in` (path, query, header or
 * body), `type` (a type descriptor, see BaseModel), `required` when the parameter must be given and
 * `nullable` when null is a value of its own, and `check` (pattern, minLength, maxLength, minimum,
 * maximum, minItems, maxItems) when it has constraints.
 */
final class Arguments
{
    private function __construct()
    {
    }

    /**
     * Checks the caller's parameters against an operation and sorts them by where they travel.
     *
     * @param array<string, mixed> $spec the operation's metadata
     * @param array<string, mixed> $params
     *
     * @return array{path: array<string, string>, query: array<string, mixed>, header: array<string, string>,
     *     body: array<string, mixed>}
     *
     * @throws InvalidArgumentException
     */
    public static function sort(array $spec, array $params): array
    {
        $known = $spec['params'] ?? [];
        $union = $spec['union'] ?? null;
        if ($union !== null) {
            $field = $union['field'];
            $value = $params[$field] ?? null;
            if (!is_string($value) || !isset($union['variants'][$value])) {
                $allowed = implode(', ', array_keys($union['variants']));
                throw self::invalid("'$field' must be one of $allowed", $field);
            }
            $known += $union['variants'][$value];
        }
        $out = ['path' => [], 'query' => [], 'header' => [], 'body' => []];
        foreach ($params as $name => $value) {
            if (!isset($known[$name])) {
                throw self::invalid("unknown parameter '$name' for {$spec['id']}", (string) $name);
            }
            $param = $known[$name];
            if ($value !== null) {
                $out[$param['in']][$name] = self::check($param['type'], $value, (string) $name, $param['check'] ?? []);
            } elseif (isset($param['nullable'])) {
                $out[$param['in']][$name] = null;
            }
        }
        foreach ($known as $name => $param) {
            if (isset($param['required']) && !array_key_exists($name, $out[$param['in']])) {
                throw self::invalid("'$name' is required for {$spec['id']}", $name);
            }
        }
        self::checkOneOf($spec['oneOf'] ?? [], $out['body'], 'the body');
        return $out;
    }

    /**
     * Checks one value against its type and constraints; answers it ready for JSON (models as arrays).
     *
     * @param string|array{0: string, 1: mixed} $type
     * @param mixed $value
     * @param array<string, mixed> $rules
     *
     * @return mixed a File for a file
     *
     * @throws InvalidArgumentException
     */
    public static function check($type, $value, string $path, array $rules = [])
    {
        if (is_array($type)) {
            return self::checkComposite($type, $value, $path, $rules);
        }
        switch ($type) {
            case 'string':
                if (!is_string($value)) {
                    throw self::invalid("$path must be a string, not " . gettype($value), $path);
                }
                self::checkString($value, $path, $rules);
                return $value;
            case 'int':
                if (!is_int($value)) {
                    throw self::invalid("$path must be an integer, not " . gettype($value), $path);
                }
                self::checkRange($value, $path, $rules);
                return $value;
            case 'float':
                if (!is_int($value) && !(is_float($value) && is_finite($value))) {
                    throw self::invalid("$path must be a number, not " . gettype($value), $path);
                }
                self::checkRange($value, $path, $rules);
                return $value;
            case 'bool':
                if (!is_bool($value)) {
                    throw self::invalid("$path must be true or false, not " . gettype($value), $path);
                }
                return $value;
            case 'mixed':
                return $value instanceof BaseModel ? $value->toArray() : $value;
            case 'file':
                return File::of($value, $path);
            default:
                /** @var class-string<BaseModel> $type */
                return $type::checkArgument($value, $path);
        }
    }

    /**
     * @param array<int, list<string>> $groups
     * @param array<string, mixed> $values
     */
    public static function checkOneOf(array $groups, array $values, string $where): void
    {
        if ($groups === []) {
            return;
        }
        $given = [];
        foreach ($groups as $group) {
            $present = count(array_filter($group, static function (string $name) use ($values): bool {
                return isset($values[$name]);
            }));
            if ($present === count($group)) {
                $given[] = implode(' + ', $group);
            }
        }
        if (count($given) !== 1) {
            $names = implode(', ', array_map(static function (array $group): string {
                return "'" . implode("' + '", $group) . "'";
            }, $groups));
            throw self::invalid("$where needs exactly one of $names", $groups[0][0]);
        }
    }

    /** The exception of a refused argument, naming it. */
    public static function invalid(string $message, string $param): InvalidArgumentException
    {
        return new InvalidArgumentException("Invalid argument: $message.", ['param' => $param]);
    }

    /**
     * @param array{0: string, 1: mixed} $type ['list', item type], ['map', value type], ['oneOf', variant
     *     types] or, as a variant, ['enum', values]
     * @param mixed $value
     * @param array<string, mixed> $rules
     *
     * @return mixed
     */
    private static function checkComposite(array $type, $value, string $path, array $rules)
    {
        if ($type[0] === 'oneOf') {
            // The first variant whose shape the value has; a value of none is refused before sending.
            $variant = Union::variant($type[1], $value);
            if ($variant === null) {
                throw self::invalid("$path matches none of " . Union::describe($type[1]), $path);
            }
            return self::check($variant, $value, $path);
        }
        if ($type[0] === 'enum') {
            return $value; // chosen as a union variant because it is one of the values
        }
        $isList = is_array($value) && ($value === [] || array_keys($value) === range(0, count($value) - 1));
        if ($type[0] === 'list' ? !$isList : !is_array($value) || ($value !== [] && $isList)) {
            throw self::invalid("$path must be a " . ($type[0] === 'list' ? 'list' : 'map with string keys'), $path);
        }
        $count = count($value);
        if (isset($rules['minItems']) && $count < $rules['minItems']) {
            throw self::invalid("$path needs at least {$rules['minItems']} items, not $count", $path);
        }
        if (isset($rules['maxItems']) && $count > $rules['maxItems']) {
            throw self::invalid("$path takes at most {$rules['maxItems']} items, not $count", $path);
        }
        $out = [];
        foreach ($value as $key => $item) {
            $out[$key] = self::check($type[1], $item, "{$path}[$key]");
        }
        return $out;
    }

    /** @param array<string, mixed> $rules */
    private static function checkString(string $value, string $path, array $rules): void
    {
        if ($rules === []) {
            return;
        }
        if (isset($rules['minLength']) || isset($rules['maxLength'])) {
            $length = preg_match_all('/./su', $value);
            if ($length === false) {
                throw self::invalid("$path is not valid UTF-8", $path);
            }
            if (isset($rules['minLength']) && $length < $rules['minLength']) {
                throw self::invalid("$path must be at least {$rules['minLength']} characters long", $path);
            }
            if (isset($rules['maxLength']) && $length > $rules['maxLength']) {
                throw self::invalid("$path must be at most {$rules['maxLength']} characters long", $path);
            }
        }
        if (isset($rules['pattern']) && preg_match($rules['pattern'], $value) !== 1) {
            $pattern = substr($rules['pattern'], 1, -2);
            throw self::invalid("$path does not match the pattern $pattern", $path);
        }
    }

    /**
     * @param int|float $value
     * @param array<string, mixed> $rules
     */
    private static function checkRange($value, string $path, array $rules): void
    {
        if (isset($rules['minimum']) && $value < $rules['minimum']) {
            throw self::invalid("$path must be at least {$rules['minimum']}", $path);
        }
        if (isset($rules['maximum']) && $value > $rules['maximum']) {
            throw self::invalid("$path must be at most {$rules['maximum']}", $path);
        }
    }
}
