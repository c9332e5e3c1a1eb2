<?php

/**
 * The testing kit of the PHP SDK built from openapi/fixtures/shapes.yaml, used as a test author would:
 * fixtures of each shape (null vs left out, integer enums, unions, maps, allOf), and the FakeService running
 * the SDK through cursor auto-paging, a multipart upload, a 204 and a binary answer. Required by consumer.php
 * (same judge: strict types, warnings and deprecations fail).
 */

declare(strict_types=1);

use Orbit\Sdk\File;
use Orbit\Sdk\Models\Circle;
use Orbit\Sdk\Models\Priority;
use Orbit\Sdk\Models\Rectangle;
use Orbit\Sdk\Models\Widget;
use Orbit\Sdk\Testing\Answer;
use Orbit\Sdk\Testing\Call;
use Orbit\Sdk\Testing\FakeService;
use Orbit\Sdk\Testing\Fixtures;
use Orbit\Sdk\Testing\InvalidFixtureException;
use Orbit\Shapes\Consumer\Expect;

// Fixtures: null is a value of a nullable field and leaves out an optional one; allOf fields; a map.
$widget = Fixtures::widget(['nickname' => null, 'size' => null, 'labels' => ['colour' => 'red']]);
$raw = $widget->toArray();
Expect::that(array_key_exists('nickname', $raw) && !array_key_exists('size', $raw), 'null vs left out', $raw);
Expect::that($widget instanceof Widget && $widget->labels === ['colour' => 'red'], 'a map field', $widget);
Expect::that($widget->id === 'wgt_0000000000000001', 'an allOf part\'s field from the example', $widget->id);

// Integer enums: a known value; one the contract does not know fails where the fixture is built.
Expect::that(Fixtures::widget(['priority' => Priority::HIGH])->priority === 3, 'an integer enum', Priority::HIGH);
try {
    Fixtures::widget(['priority' => 7]);
    Expect::that(false, 'an unknown integer enum value is refused');
} catch (InvalidFixtureException $e) {
    Expect::that($e->getPath() === 'Widget.priority', 'the refusal names the field', $e->getPath());
}

// Unions without a discriminator: the variant of the value's shape; a value of none is refused.
$square = Fixtures::shape(['width' => 2.0, 'height' => 2.0]);
Expect::that($square instanceof Rectangle && Fixtures::shape() instanceof Circle, 'union variants', $square);
Expect::that(Fixtures::size('large') === 'large' && Fixtures::size(4) === 4, 'an enum or integer variant', null);
try {
    Fixtures::widget(['shape' => ['sides' => 6]]);
    Expect::that(false, 'a union value of no variant is refused');
} catch (InvalidFixtureException $e) {
    Expect::that($e->getPath() === 'Widget.shape', 'the union refusal names the field', $e->getPath());
}

// The FakeService: cursor auto-paging, a multipart upload, a 204 and a binary answer, through the real SDK.
$fake = new FakeService();
$fake->on('widgets.list', static function (Call $call) {
    $after = $call->query['starting_after'] ?? null;
    $id = $after === null ? 'wgt_0000000000000001' : 'wgt_0000000000000002';
    return Fixtures::widgetList(['data' => [Fixtures::widget(['id' => $id])], 'has_more' => $after === null]);
});
$fake->on('widgets.uploadAttachment', Fixtures::attachment());
$fake->on('widgets.delete', Answer::noContent());
$fake->on('widgets.downloadAttachment', Answer::bytes('hello widget'));
$client = $fake->client(['access_token' => 'at_consumer00000000000']);

$ids = [];
foreach ($client->widgets->listAutoPaging(['limit' => 1]) as $item) {
    $ids[] = $item->id;
}
Expect::that($ids === ['wgt_0000000000000001', 'wgt_0000000000000002'], 'cursor auto-paging', $ids);
$cursor = $fake->calls('widgets.list')[1]->arguments['starting_after'];
Expect::that($cursor === 'wgt_0000000000000001', 'the next page after the last item', $cursor);

$client->widgets->uploadAttachment([
    'widget_id' => 'wgt_0000000000000001',
    'file' => File::fromString('hello widget', 'notes.txt', 'text/plain'),
    'purpose' => 'manual',
    'tags' => ['a'],
]);
$parts = $fake->calls('widgets.uploadAttachment')[0]->arguments;
$file = $parts['file'];
Expect::that($file['filename'] === 'notes.txt' && $file['content'] === 'hello widget', 'a file part', $parts);
Expect::that($parts['tags'] === ['a'] && $parts['widget_id'] === 'wgt_0000000000000001', 'list and path', $parts);

$client->widgets->delete(['widget_id' => 'wgt_0000000000000001']);
$ids = ['widget_id' => 'wgt_0000000000000001', 'attachment_id' => 'att_0000000000000001'];
$download = $client->widgets->downloadAttachment($ids);
Expect::that($download->getContent() === 'hello widget', 'bytes', $download->getMediaType());
