<?php

declare(strict_types=1);

namespace Orbit\Sdk\Testing;

use Orbit\Sdk\Core\BaseModel;

/**
 * The base of the sandbox's answer types (Sandbox\Models): each field is checked and hydrated from the type's
 * FIELDS as an SDK model's is, and read as a property, an array key or a getter. The classes declare their
 * fields as @property-read instead of typed properties: the sandbox has many types, and a client for tests
 * need not spend the SDK models' four lines a field on them.
 */
abstract class SandboxModel extends BaseModel
{
    /** @var array<string, mixed> the documented fields, hydrated */
    private array $fields = [];

    /** @param array<string, mixed> $values */
    protected function fill(array $values, string $at): void
    {
        foreach (static::FIELDS as $name => $field) {
            $required = isset($field['required']) && !isset($field['nullable']);
            $this->fields[$name] = self::value($values, $name, $at, $field['type'], $required);
        }
    }

    /**
     * A documented field as its typed value, any other as received.
     *
     * @return mixed
     */
    public function __get(string $name)
    {
        return array_key_exists($name, $this->fields) ? $this->fields[$name] : parent::__get($name);
    }
}
