<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

/**
 * Unions without a discriminator (`oneOf`/`anyOf`): the one rule of every SDK (docs/sdk-design.md, Shapes).
 * A value is the FIRST variant, in the contract's order, whose shape it has: a model when the value is a
 * JSON object (or that model) holding every required field of the model; an enum when it is one of the
 * values; a scalar, list or map by its JSON kind. An answer's value of no variant is kept as it came (a
 * newer service); an argument of no variant is refused before sending.
 *
 * A union's type descriptor is ['oneOf', [variant type, ...]], a variant's type a type descriptor (see
 * BaseModel) or ['enum', [value, ...]].
 */
final class Union
{
    private function __construct()
    {
    }

    /**
     * The type of the first variant the value matches, or null.
     *
     * @param list<string|array{0: string, 1: mixed}> $variants
     * @param mixed $value
     *
     * @return string|array{0: string, 1: mixed}|null
     */
    public static function variant(array $variants, $value)
    {
        foreach ($variants as $type) {
            if (self::matches($type, $value)) {
                return $type;
            }
        }
        return null;
    }

    /**
     * The variants for a message: `Circle, Rectangle`, `int, one of small|medium|large`.
     *
     * @param list<string|array{0: string, 1: mixed}> $variants
     */
    public static function describe(array $variants): string
    {
        return implode(', ', array_map(static function ($type): string {
            if (is_string($type)) {
                return substr($type, (int) strrpos('\\' . $type, '\\'));
            }
            if ($type[0] === 'enum') {
                return 'one of ' . implode('|', $type[1]);
            }
            return $type[0] === 'oneOf' ? self::describe($type[1]) : "a {$type[0]}";
        }, $variants));
    }

    /**
     * @param string|array{0: string, 1: mixed} $type
     * @param mixed $value
     */
    private static function matches($type, $value): bool
    {
        if (is_array($type)) {
            switch ($type[0]) {
                case 'enum':
                    return in_array($value, $type[1], true);
                case 'oneOf':
                    return self::variant($type[1], $value) !== null;
                case 'list':
                    return is_array($value) && ($value === [] || array_key_first($value) === 0);
                default:
                    return is_array($value) && ($value === [] || array_key_first($value) !== 0);
            }
        }
        switch ($type) {
            case 'string':
                return is_string($value);
            case 'int':
                return is_int($value);
            case 'float':
                return is_int($value) || is_float($value);
            case 'bool':
                return is_bool($value);
            case 'mixed':
                return true;
            case 'file':
                return false;
            default:
                /** @var class-string<BaseModel> $type */
                return $value instanceof $type || (is_array($value) && $type::hasShape($value));
        }
    }
}
