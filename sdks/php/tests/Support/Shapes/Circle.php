<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Support\Shapes;

use Orbit\Sdk\Core\BaseModel;

/** A variant of the Shape union of openapi/fixtures/shapes.yaml, as the generator writes it. */
class Circle extends BaseModel
{
    protected const FIELDS = [
        'radius' => ['type' => 'float', 'required' => true, 'check' => ['minimum' => 0, 'maximum' => 1000]],
    ];

    protected const CLOSED = true;

    public float $radius;

    /** @param array<string, mixed> $values */
    protected function fill(array $values, string $at): void
    {
        $this->radius = self::value($values, 'radius', $at, 'float', true);
    }
}
