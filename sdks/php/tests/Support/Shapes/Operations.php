<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Support\Shapes;

/**
 * Operation descriptors of openapi/fixtures/shapes.yaml as the generator writes them (src/Resources), for
 * testing the request core's shapes against the real SDK, which has no such operation:
 * `$client->request(Operations::UPDATE, $params, $options)`.
 */
final class Operations
{
    private const WIDGET_ID = [
        'in' => 'path',
        'type' => 'string',
        'required' => true,
        'check' => ['pattern' => '~^wgt_[0-9A-Za-z]{16}$~u', 'maxLength' => 20],
    ];

    public const LIST = [
        'id' => 'listWidgets',
        'method' => 'GET',
        'path' => '/api/widgets',
        'auth' => 'loginToken',
        'params' => [
            'starting_after' => ['in' => 'query', 'type' => 'string'],
            'limit' => ['in' => 'query', 'type' => 'int', 'check' => ['minimum' => 1, 'maximum' => 100]],
        ],
        'answer' => 'json',
        'accept' => 'application/json',
        'type' => WidgetList::class,
        'page' => [
            'style' => 'cursor',
            'cursor' => 'starting_after',
            'cursorField' => 'id',
            'limit' => 'limit',
            'items' => 'data',
            'more' => 'has_more',
        ],
    ];

    public const CREATE = [
        'id' => 'createWidget',
        'method' => 'POST',
        'path' => '/api/widgets',
        'auth' => 'loginToken',
        'params' => [
            'name' => ['in' => 'body', 'type' => 'string', 'required' => true],
            'priority' => ['in' => 'body', 'type' => 'int'],
            'shape' => ['in' => 'body', 'type' => Widget::SHAPE, 'required' => true],
            'size' => ['in' => 'body', 'type' => Widget::SIZE],
        ],
        'body' => 'json',
        'answer' => 'json',
        'accept' => 'application/json',
        'type' => Widget::class,
    ];

    public const UPDATE = [
        'id' => 'updateWidget',
        'method' => 'PATCH',
        'path' => '/api/widgets/{widget_id}',
        'auth' => 'loginToken',
        'params' => [
            'widget_id' => self::WIDGET_ID,
            'name' => ['in' => 'body', 'type' => 'string'],
            'nickname' => ['in' => 'body', 'type' => 'string', 'nullable' => true, 'check' => ['maxLength' => 64]],
            'priority' => ['in' => 'body', 'type' => 'int', 'nullable' => true],
        ],
        'body' => 'json',
        'answer' => 'json',
        'accept' => 'application/json',
        'type' => Widget::class,
    ];

    public const UPLOAD = [
        'id' => 'uploadWidgetAttachment',
        'method' => 'POST',
        'path' => '/api/widgets/{widget_id}/attachments',
        'auth' => 'loginToken',
        'params' => [
            'widget_id' => self::WIDGET_ID,
            'file' => ['in' => 'body', 'type' => 'file', 'required' => true],
            'thumbnail' => ['in' => 'body', 'type' => 'file'],
            'purpose' => ['in' => 'body', 'type' => 'string', 'required' => true],
            'note' => ['in' => 'body', 'type' => 'string'],
            'tags' => ['in' => 'body', 'type' => ['list', 'string']],
            'meta' => ['in' => 'body', 'type' => ['map', 'string']],
        ],
        'body' => 'multipart',
        'answer' => 'json',
        'accept' => 'application/json',
        'type' => Widget::class,
    ];

    /** A widget as the service answers it. */
    public static function widget(string $id = 'wgt_0000000000000001', array $extra = []): array
    {
        return $extra + [
            'id' => $id,
            'name' => 'Round blue widget',
            'nickname' => null,
            'priority' => 2,
            'shape' => ['radius' => 1.5],
            'size' => 3,
            'labels' => ['colour' => 'blue'],
            'archived_at' => null,
        ];
    }
}
