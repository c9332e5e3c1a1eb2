<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Support\Shapes;

use Orbit\Sdk\Core\BaseModel;

/**
 * The Widget of openapi/fixtures/shapes.yaml as the generator writes it: an allOf (flattened), nullable
 * fields, an integer enum, a union of objects, a union of an integer and a string enum, a map.
 */
class Widget extends BaseModel
{
    public const SHAPE = ['oneOf', [Circle::class, Rectangle::class]];
    public const SIZE = ['oneOf', ['int', ['enum', ['small', 'medium', 'large']]]];

    protected const FIELDS = [
        'id' => ['type' => 'string', 'required' => true],
        'name' => ['type' => 'string', 'required' => true],
        'nickname' => ['type' => 'string', 'nullable' => true],
        'priority' => ['type' => 'int', 'required' => true],
        'shape' => ['type' => self::SHAPE, 'required' => true],
        'size' => ['type' => self::SIZE],
        'labels' => ['type' => ['map', 'string'], 'required' => true],
        'archived_at' => ['type' => 'string', 'required' => true, 'nullable' => true],
    ];

    public string $id;
    public string $name;
    public ?string $nickname = null;
    public int $priority;
    /** @var Circle|Rectangle|array<string, mixed> */
    public $shape;
    /** @var int|string|null */
    public $size;
    /** @var array<string, string> */
    public array $labels;
    public ?string $archived_at = null;

    /** @param array<string, mixed> $values */
    protected function fill(array $values, string $at): void
    {
        $this->id = self::str($values, 'id', $at);
        $this->name = self::str($values, 'name', $at);
        $this->nickname = self::strOrNull($values, 'nickname', $at);
        $this->priority = self::int($values, 'priority', $at);
        $this->shape = self::value($values, 'shape', $at, self::SHAPE, true);
        $this->size = self::value($values, 'size', $at, self::SIZE, false);
        $this->labels = self::value($values, 'labels', $at, ['map', 'string'], true);
        $this->archived_at = self::strOrNull($values, 'archived_at', $at);
    }
}
