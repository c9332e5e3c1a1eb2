<?php

/**
 * A typed PHP program against the PHP SDK built from openapi/fixtures/shapes.yaml (tests/shapes): each
 * shape used the way the SDK's README shows it. Runs offline with strict types: the service is a Guzzle
 * MockHandler answering the contract's examples, so a wrong type, a missing class or method, or a PHP
 * deprecation fails it (PHP has no type checker in the toolkit; running under strict types is the check).
 *
 *   ORBIT_SDK_DIR=<the SDK built from the fixture> php tests/shapes/consumers/php/consumer.php
 */

declare(strict_types=1);

$sdk = getenv('ORBIT_SDK_DIR') ?: dirname(__DIR__, 4) . '/sdks/php';
require $sdk . '/tests/bootstrap.php';
require __DIR__ . '/Expect.php';
require __DIR__ . '/FixtureService.php';

use GuzzleHttp\Psr7\Utils;
use Orbit\Sdk\Client;
use Orbit\Sdk\Exception\InvalidArgumentException;
use Orbit\Sdk\Exception\NotFoundException;
use Orbit\Sdk\File;
use Orbit\Sdk\Models\AttachmentPurpose;
use Orbit\Sdk\Models\Circle;
use Orbit\Sdk\Models\Priority;
use Orbit\Sdk\Models\Rectangle;
use Orbit\Sdk\Models\SizeLabel;
use Orbit\Sdk\Models\Widget;
use Orbit\Sdk\Models\WidgetList;
use Orbit\Shapes\Consumer\Expect;
use Orbit\Shapes\Consumer\FixtureService;

set_error_handler(static function (int $level, string $message, string $file, int $line): bool {
    throw new \ErrorException($message, 0, $level, $file, $line); // warnings and deprecations fail the judge
});

$service = new FixtureService();
$client = new Client([
    'base_url' => 'https://api.test',
    'access_token' => 'at_consumer',
    'http_client' => $service->guzzle(),
]);
$id = 'wgt_0000000000000001';

// allOf: a Widget has the fields of Resource (id, created_at) and its own.
$widget = $client->widgets->retrieve(['widget_id' => $id]);
$own = $widget->name === 'Round blue widget';
Expect::that($widget instanceof Widget && $widget->id === $id && $own, 'allOf fields', $widget);
$created = $widget->getCreatedAt();

// Nullable answer fields read null; a map is an array<string, string>.
$nickname = $widget->nickname;
Expect::that($nickname === null && $widget->archived_at === null, 'nullable fields read null', $widget);
$labels = $widget->labels;
Expect::that($labels === ['colour' => 'blue'], 'a map', $labels);

// Integer enums: constants, and a value newer than the SDK stays readable.
Expect::that($widget->priority === Priority::NORMAL, 'an integer enum', $widget->priority);
$future = $client->widgets->retrieve(['widget_id' => 'wgt_000000000000000f']);
$priority = $future->priority;
$known = in_array($priority, [Priority::LOW, Priority::NORMAL, Priority::HIGH], true);
Expect::that($priority === 7 && !$known, 'an unknown value', $priority);

// Unions without a discriminator: the variant's class (instanceof), or the plain value.
$shape = $widget->shape;
if ($shape instanceof Circle) {
    $area = M_PI * $shape->radius ** 2;
} elseif ($shape instanceof Rectangle) {
    $area = $shape->width * $shape->height;
} else {
    $area = 0.0; // a shape newer than the SDK, kept as received
}
Expect::that($area > 7.0 && $area < 7.1, 'a Circle', $shape);
$size = $widget->size;
$units = is_int($size) ? $size : ($size === SizeLabel::LARGE ? 100 : 10);
Expect::that($units === 3, 'an integer variant', $size);
Expect::that($future->size === 'huge' && is_array($future->shape), 'values of no variant kept as received', $future);

// Null clears a nullable field; a field left out is not sent.
$client->widgets->update(['widget_id' => $id, 'name' => 'Renamed widget', 'nickname' => null]);
$sent = $service->lastJson();
Expect::that($sent === ['name' => 'Renamed widget', 'nickname' => null], 'null vs omitted', $sent);
$client->widgets->update(['widget_id' => $id, 'priority' => Priority::HIGH]);
Expect::that($service->lastJson() === ['priority' => 3], 'an integer enum argument', $service->lastJson());

// A union argument: an array of a variant's shape, or the variant's model.
$client->widgets->create(['name' => 'Flat', 'priority' => Priority::HIGH, 'shape' => ['width' => 2, 'height' => 1]]);
$sent = $service->lastJson();
Expect::that($sent['shape'] === ['width' => 2, 'height' => 1], 'a Rectangle argument', $sent);
try {
    $client->widgets->create(['name' => 'Odd widget', 'shape' => ['sides' => 6]]);
    Expect::that(false, 'a union argument of no variant is refused');
} catch (InvalidArgumentException $e) {
    Expect::that($e->getParam() === 'shape', 'the refusal names the parameter', $e->getParam());
}

// Files from a path, bytes, a PSR-7 stream and a one-shot pipe.
$path = tempnam(sys_get_temp_dir(), 'orbit-consumer');
file_put_contents($path, 'hello widget');
$pipe = popen('printf "line one\nline two\n"', 'r');
$uploads = [
    [new \SplFileInfo($path), basename($path)],
    [File::fromPath($path, 'notes.txt', 'text/plain'), 'notes.txt'],
    [File::fromString('not really a png', 'photo.png', 'image/png'), 'photo.png'],
    [File::fromStream(Utils::streamFor('from psr-7'), 'psr.txt'), 'psr.txt'],
    [File::fromStream($pipe, 'log.txt', 'text/plain'), 'log.txt'],
];
foreach ($uploads as [$file, $name]) {
    $attachment = $client->widgets->uploadAttachment([
        'widget_id' => $id,
        'file' => $file,
        'purpose' => AttachmentPurpose::MANUAL,
        'note' => 'first',
        'tags' => ['a', 'b'],
    ]);
    $parts = $service->lastParts();
    Expect::that($parts[0][0] === 'file' && $parts[0][1] === $name, 'a file part', $parts);
    $names = array_column($parts, 0);
    Expect::that($names === ['file', 'purpose', 'note', 'tags', 'tags'], 'one part per field and item', $parts);
    Expect::that($attachment->purpose === AttachmentPurpose::MANUAL, 'the stored attachment', $attachment);
}
pclose($pipe);
unlink($path);

// Cursor pages: the page API and auto-paging, the next page after the last item's id.
$page = $client->widgets->list(['limit' => 2]);
Expect::that($page instanceof WidgetList && $page->hasNextPage(), 'a first page', $page);
$items = $page->getPaginatedItems();
Expect::that(count($items) === 2 && $items[1] instanceof Widget, 'the page\'s items', $items);
$next = $page->getNextPage();
Expect::that($next !== null && !$next->hasNextPage() && $next->getNextPage() === null, 'the last page', $next);
$ids = [];
foreach ($page->iterPages() as $each) {
    foreach ($each->data as $item) {
        $ids[] = $item->id;
    }
}
$walked = [];
foreach ($client->widgets->listAutoPaging(['limit' => 2]) as $item) {
    $walked[] = $item->id;
}
Expect::that($ids === $walked && count($walked) === 3, 'every widget of every page', $walked);
$cursors = [null, 'wgt_0000000000000002', 'wgt_0000000000000002', null, 'wgt_0000000000000002'];
Expect::that($service->cursors() === $cursors, 'getNextPage(), iterPages(), auto-paging', $service->cursors());

// A DELETE answering 204, a binary answer, a typed 404.
$client->widgets->delete(['widget_id' => $id]);
$download = $client->widgets->downloadAttachment(['widget_id' => $id, 'attachment_id' => 'att_0000000000000001']);
Expect::that($download->getContent() === 'hello widget', 'a binary answer', $download->getMediaType());
try {
    $client->widgets->retrieve(['widget_id' => 'wgt_0000000000000009']);
    Expect::that(false, 'a 404 raises NotFoundException');
} catch (NotFoundException $e) {
    Expect::that($e->getErrorCode() === 'widget_not_found', 'the error code', $e->getErrorCode());
}

// The testing kit of the same build (Orbit\Sdk\Testing): fixtures and the FakeService of every shape.
require __DIR__ . '/kit.php';

echo 'consumer: every shape used as the README shows, PHP ', PHP_VERSION, ', created ', $created, PHP_EOL;
