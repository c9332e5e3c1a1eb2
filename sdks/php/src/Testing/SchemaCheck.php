<?php

declare(strict_types=1);

namespace Orbit\Sdk\Testing;

use Orbit\Sdk\Core\BaseModel;
use Orbit\Sdk\Testing\Generated\Schemas;

/**
 * Builds the Fixtures and checks them against the generated check tables (Generated\Schemas): a value the
 * service could never send by this contract (a required field missing, a field it does not list, a value of
 * the wrong kind, an enum value it does not know, a string off its pattern or length, a number out of range,
 * a list of the wrong size, a union value of no variant's shape) fails with an InvalidFixtureException naming
 * the field. Stricter than the SDK's decoding on purpose: the SDK takes what a newer service adds, while a
 * fixture states what this contract promises.
 *
 * @internal use Fixtures
 */
final class SchemaCheck
{
    private const SCALARS = ['string', 'int', 'float', 'bool', 'mixed'];

    private function __construct()
    {
    }

    /**
     * The contract's example of a model's type with the overrides, checked, as that model.
     *
     * @template T of BaseModel
     *
     * @param class-string<T> $class
     * @param array<string, mixed> $overrides
     *
     * @return T
     *
     * @throws InvalidFixtureException
     */
    public static function object(string $class, array $overrides): BaseModel
    {
        $type = substr($class, (int) strrpos($class, '\\') + 1);
        $schema = Schemas::TYPES[$type];
        $values = self::example($type) ?? [];
        foreach ($overrides as $name => $value) {
            $field = $schema['fields'][$name] ?? null;
            if ($field === null && !isset($schema['extra'])) {
                $known = implode(', ', array_keys($schema['fields']));
                throw new InvalidFixtureException("$type has no field '$name' (its fields: $known)", "$type.$name");
            }
            if ($value === null && !isset($field['nullable'])) {
                unset($values[$name]); // null leaves out a field that cannot be null
                continue;
            }
            $values[$name] = self::plain($value);
        }
        self::check($type, $values, $type);
        return new $class($values);
    }

    /**
     * A value of an enum or a union without a discriminator (the contract's example when none is given), checked;
     * a union's value as the SDK reads it: the model of the variant it has the shape of, or the value.
     *
     * @param mixed $value
     *
     * @return mixed
     *
     * @throws InvalidFixtureException
     */
    public static function value(string $type, $value)
    {
        $value = $value === null ? self::example($type) : self::plain($value);
        self::check($type, $value, $type);
        $schema = Schemas::TYPES[$type];
        if ($schema['kind'] === 'oneOf') {
            $variant = self::variant($schema['variants'], $value);
            $class = is_string($variant) ? (Schemas::TYPES[$variant]['class'] ?? null) : null;
            return $class === null ? $value : new $class($value);
        }
        return $value;
    }

    /**
     * Checks a decoded JSON value against a type of the tables.
     *
     * @param string|array{0: string, 1: mixed} $type
     * @param mixed $value
     *
     * @throws InvalidFixtureException
     */
    public static function check($type, $value, string $path): void
    {
        if (is_array($type)) {
            self::checkComposite($type, $value, $path);
            return;
        }
        if (!in_array($type, self::SCALARS, true)) {
            self::checkNamed($type, $value, $path);
            return;
        }
        $kinds = ['string' => 'is_string', 'int' => 'is_int', 'bool' => 'is_bool'];
        $ok = $type === 'float' ? is_int($value) || is_float($value) : $type === 'mixed' || $kinds[$type]($value);
        if (!$ok) {
            $names = ['string' => 'a string', 'int' => 'an integer', 'float' => 'a number', 'bool' => 'true or false'];
            throw new InvalidFixtureException("$path is " . self::kind($value) . ", not {$names[$type]}", $path);
        }
    }

    /**
     * @param mixed $value
     *
     * @throws InvalidFixtureException
     */
    private static function checkNamed(string $type, $value, string $path): void
    {
        $schema = Schemas::TYPES[$type];
        if ($schema['kind'] === 'enum') {
            if (!in_array($value, $schema['values'], true)) {
                $known = implode(', ', $schema['values']);
                $given = var_export($value, true);
                throw new InvalidFixtureException("$path is $given, not one of $known", $path);
            }
            return;
        }
        if ($schema['kind'] === 'oneOf') {
            $variant = self::variant($schema['variants'], $value);
            if ($variant === null) {
                $names = implode(', ', array_map([self::class, 'describe'], $schema['variants']));
                throw new InvalidFixtureException("$path has the shape of none of $names", $path);
            }
            self::check($variant, $value, $path);
            return;
        }
        if (!is_array($value) || ($value !== [] && array_key_first($value) === 0)) {
            throw new InvalidFixtureException("$path is " . self::kind($value) . ", not an object ($type)", $path);
        }
        foreach ($value as $name => $item) {
            $field = $schema['fields'][$name] ?? null;
            if ($field === null) {
                if (!isset($schema['extra'])) {
                    throw new InvalidFixtureException("$path has no field '$name' by the contract", "$path.$name");
                }
                self::check($schema['extra'], $item, "$path.$name");
            } elseif ($item === null) {
                if (!isset($field['nullable'])) {
                    throw new InvalidFixtureException("$path.$name cannot be null (leave it out)", "$path.$name");
                }
            } else {
                self::check($field['type'], $item, "$path.$name");
                self::constraints($field['check'] ?? [], $item, "$path.$name");
            }
        }
        foreach ($schema['fields'] as $name => $field) {
            if (isset($field['required']) && !array_key_exists($name, $value)) {
                throw new InvalidFixtureException("$path.$name is required", "$path.$name");
            }
        }
    }

    /**
     * @param array{0: string, 1: mixed} $type
     * @param mixed $value
     */
    private static function checkComposite(array $type, $value, string $path): void
    {
        if ($type[0] === 'literal') {
            if ($value !== $type[1]) {
                throw new InvalidFixtureException("$path is " . var_export($value, true) . ", not '{$type[1]}'", $path);
            }
            return;
        }
        $isList = is_array($value) && ($value === [] || array_keys($value) === range(0, count($value) - 1));
        if ($type[0] === 'list' ? !$isList : !is_array($value) || ($value !== [] && $isList)) {
            $want = $type[0] === 'list' ? 'a list' : 'an object (a map)';
            throw new InvalidFixtureException("$path is " . self::kind($value) . ", not $want", $path);
        }
        foreach ($value as $key => $item) {
            self::check($type[1], $item, "{$path}[$key]");
        }
    }

    /**
     * The contract's constraints of a field: pattern and lengths of a string, the range of a number, the size
     * of a list.
     *
     * @param array<string, mixed> $rules
     * @param mixed $value
     */
    private static function constraints(array $rules, $value, string $path): void
    {
        $size = null;
        if (is_string($value)) {
            if (isset($rules['pattern']) && preg_match($rules['pattern'], $value) !== 1) {
                $pattern = substr($rules['pattern'], 1, -2);
                throw new InvalidFixtureException("$path '$value' does not match the pattern $pattern", $path);
            }
            $size = [(int) preg_match_all('/./su', $value), 'minLength', 'maxLength', 'characters'];
        } elseif (is_array($value)) {
            $size = [count($value), 'minItems', 'maxItems', 'items'];
        } elseif (is_int($value) || is_float($value)) {
            if (isset($rules['minimum']) && $value < $rules['minimum']) {
                throw new InvalidFixtureException("$path is $value, below the minimum {$rules['minimum']}", $path);
            }
            if (isset($rules['maximum']) && $value > $rules['maximum']) {
                throw new InvalidFixtureException("$path is $value, above the maximum {$rules['maximum']}", $path);
            }
        }
        if ($size !== null) {
            [$count, $min, $max, $unit] = $size;
            if (isset($rules[$min]) && $count < $rules[$min]) {
                throw new InvalidFixtureException("$path has $count $unit, fewer than {$rules[$min]}", $path);
            }
            if (isset($rules[$max]) && $count > $rules[$max]) {
                throw new InvalidFixtureException("$path has $count $unit, more than {$rules[$max]}", $path);
            }
        }
    }

    /**
     * The first variant whose shape the value has (the union rule of every SDK, see Core\Union): an object
     * holding every required field of the variant, an enum value, a scalar or list by its JSON kind.
     *
     * @param list<string|array{0: string, 1: mixed}> $variants
     * @param mixed $value
     *
     * @return string|array{0: string, 1: mixed}|null
     */
    private static function variant(array $variants, $value)
    {
        foreach ($variants as $type) {
            if (self::hasShape($type, $value)) {
                return $type;
            }
        }
        return null;
    }

    /**
     * @param string|array{0: string, 1: mixed} $type
     * @param mixed $value
     */
    private static function hasShape($type, $value): bool
    {
        if (is_array($type)) {
            $isList = is_array($value) && ($value === [] || array_key_first($value) === 0);
            return $type[0] === 'literal' ? $value === $type[1] : is_array($value) && ($type[0] === 'list') === $isList;
        }
        if (in_array($type, self::SCALARS, true)) {
            try {
                self::check($type, $value, '');
                return true;
            } catch (InvalidFixtureException $e) {
                return false;
            }
        }
        $schema = Schemas::TYPES[$type];
        switch ($schema['kind']) {
            case 'enum':
                return in_array($value, $schema['values'], true);
            case 'oneOf':
                return self::variant($schema['variants'], $value) !== null;
        }
        if (!is_array($value) || ($value !== [] && array_key_first($value) === 0)) {
            return false;
        }
        foreach ($schema['fields'] as $name => $field) {
            if (isset($field['required']) && !array_key_exists($name, $value)) {
                return false;
            }
        }
        return true;
    }

    /** @param string|array{0: string, 1: mixed} $type */
    private static function describe($type): string
    {
        return is_string($type) ? $type : "{$type[0]} " . json_encode($type[1]);
    }

    /**
     * Models (from other builders) as the JSON they stand for, inside lists and maps too.
     *
     * @param mixed $value
     *
     * @return mixed
     */
    private static function plain($value)
    {
        if ($value instanceof BaseModel) {
            return $value->toArray();
        }
        if (is_array($value)) {
            return array_map([self::class, 'plain'], $value);
        }
        return $value;
    }

    /** @return mixed the contract's example of a type, decoded; null when the contract has none */
    private static function example(string $type)
    {
        $json = Schemas::TYPES[$type]['example'] ?? null;
        return $json === null ? null : json_decode($json, true);
    }

    /** @param mixed $value */
    private static function kind($value): string
    {
        if (is_array($value)) {
            return $value === [] || array_key_first($value) === 0 ? 'a list' : 'an object';
        }
        return $value === null ? 'null' : gettype($value) . ' ' . var_export($value, true);
    }
}
