<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Support\Shapes;

use Orbit\Sdk\Core\BaseModel;

/** A variant of the Shape union of openapi/fixtures/shapes.yaml, as the generator writes it. */
class Rectangle extends BaseModel
{
    protected const FIELDS = [
        'width' => ['type' => 'float', 'required' => true, 'check' => ['minimum' => 0, 'maximum' => 1000]],
        'height' => ['type' => 'float', 'required' => true, 'check' => ['minimum' => 0, 'maximum' => 1000]],
    ];

    protected const CLOSED = true;

    public float $width;
    public float $height;

    /** @param array<string, mixed> $values */
    protected function fill(array $values, string $at): void
    {
        $this->width = self::value($values, 'width', $at, 'float', true);
        $this->height = self::value($values, 'height', $at, 'float', true);
    }
}
