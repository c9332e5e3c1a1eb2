<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Support\Shapes;

use Orbit\Sdk\Core\BasePage;

/** One cursor page of widgets (openapi/fixtures/shapes.yaml), as the generator writes it. */
class WidgetList extends BasePage
{
    protected const FIELDS = [
        'data' => ['type' => ['list', Widget::class], 'required' => true],
        'has_more' => ['type' => 'bool', 'required' => true],
    ];

    /** @var list<Widget> */
    public array $data;
    public bool $has_more;

    /** @param array<string, mixed> $values */
    protected function fill(array $values, string $at): void
    {
        $this->data = self::objList($values, 'data', $at, Widget::class, true);
        $this->has_more = self::bool($values, 'has_more', $at);
    }
}
