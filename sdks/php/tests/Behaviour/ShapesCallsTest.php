<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use Orbit\Sdk\Exception\APIConnectionException;
use Orbit\Sdk\Exception\AuthenticationException;
use Orbit\Sdk\Exception\InternalServerException;
use Orbit\Sdk\File;
use Orbit\Sdk\Tests\Support\ClientTestCase;
use Orbit\Sdk\Tests\Support\MemoryClient;
use Orbit\Sdk\Tests\Support\NetworkFailure;
use Orbit\Sdk\Tests\Support\Shapes\Operations;
use Orbit\Sdk\Tests\Support\Shapes\Widget;
use Orbit\Sdk\Tests\Support\Shapes\WidgetList;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;

/**
 * Calls of the next release's shapes through the request core (operation descriptors of
 * openapi/fixtures/shapes.yaml, tests/Support/Shapes) on the wire: null vs omitted in a JSON body, a
 * multipart body, bodies across retries (a source read again; a one-shot stream sent once, never a
 * second truncated time), and cursor pages.
 */
final class ShapesCallsTest extends ClientTestCase
{
    private const ID = 'wgt_0000000000000001';
    private const NOTE = "Not sent again: the request body's stream cannot be re-read";

    /** @var list<string> the body of each request, read as the server reads it */
    private array $bodies = [];

    /** An answer that reads the request's body first, as a server does. */
    private function answer(ResponseInterface $response): callable
    {
        return function (RequestInterface $request) use ($response): ResponseInterface {
            $this->bodies[] = $request->getBody()->getContents();
            return $response;
        };
    }

    private function fails(string $message): callable
    {
        return function (RequestInterface $request) use ($message): ResponseInterface {
            $this->bodies[] = $request->getBody()->getContents();
            throw new NetworkFailure($request, $message);
        };
    }

    private static function created(): ResponseInterface
    {
        return MemoryClient::json(201, Operations::widget());
    }

    private static function unavailable(): ResponseInterface
    {
        return MemoryClient::error(503, 'api_error', 'service_unavailable');
    }

    /** @return resource a stream that cannot seek, as php://stdin or a socket */
    private static function pipe(string $text)
    {
        $pipe = popen('printf ' . escapeshellarg($text), 'r');
        self::assertIsResource($pipe);
        return $pipe;
    }

    public function testNullClearsANullableFieldAndAFieldLeftOutIsNotSent(): void
    {
        $this->http->queue($this->answer(self::created()), $this->answer(self::created()));
        $client = $this->client();
        $params = ['widget_id' => self::ID, 'name' => 'Renamed', 'nickname' => null];
        $widget = $client->request(Operations::UPDATE, $params, []);
        $client->request(Operations::UPDATE, ['widget_id' => self::ID, 'priority' => null], []);
        self::assertSame(['{"name":"Renamed","nickname":null}', '{"priority":null}'], $this->bodies);
        self::assertSame('application/json', $this->http->requests[0]->getHeaderLine('Content-Type'));
        self::assertInstanceOf(Widget::class, $widget);
        self::assertNull($widget->nickname);
    }

    public function testAMultipartBodyOnTheWire(): void
    {
        $this->http->queue($this->answer(self::created()));
        $this->client()->request(Operations::UPLOAD, [
            'widget_id' => self::ID,
            'file' => File::fromString('hello widget', 'notes.txt', 'text/plain'),
            'purpose' => 'manual',
            'tags' => ['a', 'b'],
            'meta' => ['colour' => 'blue'],
        ], ['extra_body' => ['newer' => 'yes']]);
        $request = $this->http->requests[0];
        self::assertSame('/api/widgets/' . self::ID . '/attachments', $request->getUri()->getPath());
        preg_match('/^multipart\/form-data; boundary=(\w+)$/', $request->getHeaderLine('Content-Type'), $m);
        $boundary = $m[1];
        self::assertSame(
            "--$boundary\r\nContent-Type: text/plain\r\nContent-Disposition: form-data; name=\"file\"; "
            . "filename=\"notes.txt\"\r\nContent-Length: 12\r\n\r\nhello widget\r\n"
            . "--$boundary\r\nContent-Disposition: form-data; name=\"purpose\"\r\nContent-Length: 6\r\n\r\nmanual\r\n"
            . "--$boundary\r\nContent-Disposition: form-data; name=\"tags\"\r\nContent-Length: 1\r\n\r\na\r\n"
            . "--$boundary\r\nContent-Disposition: form-data; name=\"tags\"\r\nContent-Length: 1\r\n\r\nb\r\n"
            . "--$boundary\r\nContent-Type: application/json\r\nContent-Disposition: form-data; name=\"meta\"\r\n"
            . "Content-Length: 17\r\n\r\n{\"colour\":\"blue\"}\r\n"
            . "--$boundary\r\nContent-Disposition: form-data; name=\"newer\"\r\nContent-Length: 3\r\n\r\nyes\r\n"
            . "--$boundary--\r\n",
            $this->bodies[0]
        );
    }

    public function testASourceThatCanBeReadAgainIsSentAgainOnARetry(): void
    {
        $path = tempnam(sys_get_temp_dir(), 'orbit');
        file_put_contents($path, 'from a path');
        $stream = fopen('php://temp', 'w+b');
        fwrite($stream, 'from a seekable stream');
        rewind($stream);
        $this->http->queue(
            $this->answer(self::unavailable()),
            $this->fails('connection reset'),
            $this->answer(self::created())
        );
        try {
            $this->client()->request(Operations::UPLOAD, [
                'widget_id' => self::ID,
                'file' => new \SplFileInfo($path),
                'purpose' => 'manual',
                'thumbnail' => File::fromStream($stream, 'thumbnail.txt'),
            ], []);
        } finally {
            unlink($path);
        }
        self::assertCount(3, $this->bodies);
        self::assertStringContainsString("\r\n\r\nfrom a path\r\n", $this->bodies[0]);
        self::assertStringContainsString("\r\n\r\nfrom a seekable stream\r\n", $this->bodies[0]);
        self::assertSame($this->bodies[0], $this->bodies[1]);
        self::assertSame($this->bodies[0], $this->bodies[2]);
        self::assertCount(2, $this->clock->waits);
        self::assertTrue(is_resource($stream), 'the caller\'s stream is left open');
    }

    public function testAOneShotStreamIsSentOnceAndARetryableAnswerRaisesItsOwnError(): void
    {
        $this->http->queue($this->answer(self::unavailable()), self::created());
        try {
            $params = ['widget_id' => self::ID, 'file' => self::pipe('line one'), 'purpose' => 'other'];
            $this->client()->request(Operations::UPLOAD, $params, []);
            self::fail('a one-shot stream was sent again');
        } catch (InternalServerException $e) {
            self::assertStringStartsWith('service_unavailable happened. ' . self::NOTE, $e->getMessage());
            self::assertSame(503, $e->getStatusCode());
            self::assertSame('service_unavailable', $e->getErrorCode());
            self::assertSame('req_memory503', $e->getRequestId());
            self::assertNotNull($e->getRawBody());
        }
        self::assertCount(1, $this->http->requests, 'no second attempt');
        self::assertSame(1, $this->http->pending());
        self::assertSame([], $this->clock->waits);
        self::assertStringContainsString("\r\n\r\nline one\r\n", $this->bodies[0], 'the first attempt sent it whole');
    }

    public function testAOneShotStreamIsNotSentAgainAfterAConnectionError(): void
    {
        $this->http->queue($this->fails('connection reset by peer'), self::created());
        $this->expectException(APIConnectionException::class);
        $this->expectExceptionMessage('Connection error: connection reset by peer. ' . self::NOTE);
        try {
            $params = ['widget_id' => self::ID, 'file' => self::pipe('x'), 'purpose' => 'other'];
            $this->client()->request(Operations::UPLOAD, $params, []);
        } finally {
            self::assertCount(1, $this->http->requests);
        }
    }

    public function testAOneShotStreamIsNotReplayedAfterASessionRenewal(): void
    {
        $this->http->queue($this->answer(MemoryClient::error(401, 'authentication_error', 'token_expired')));
        $client = $this->client(['refresh_token' => 'rt_old00000000000000000']);
        try {
            $params = ['widget_id' => self::ID, 'file' => self::pipe('x'), 'purpose' => 'other'];
            $client->request(Operations::UPLOAD, $params, []);
            self::fail('a one-shot stream was replayed');
        } catch (AuthenticationException $e) {
            self::assertStringStartsWith('token_expired happened. ' . self::NOTE, $e->getMessage());
        }
        self::assertCount(1, $this->http->requests, 'neither renewed nor replayed');
    }

    public function testAMultipartBodyThatCanBeReadAgainIsReplayedAfterARenewal(): void
    {
        $this->http->queue(
            $this->answer(MemoryClient::error(401, 'authentication_error', 'token_expired')),
            MemoryClient::json(200, self::authSession('at_fresh', 'rt_fresh000000000000000')),
            $this->answer(self::created())
        );
        $client = $this->client(['refresh_token' => 'rt_old00000000000000000']);
        $params = ['widget_id' => self::ID, 'file' => File::fromString('x', 'x.txt'), 'purpose' => 'other'];
        $client->request(Operations::UPLOAD, $params, []);
        self::assertCount(3, $this->http->requests);
        self::assertSame($this->bodies[0], $this->bodies[1]);
        self::assertSame('Bearer at_fresh', $this->http->requests[2]->getHeaderLine('Authorization'));
    }

    public function testCursorPagesAskForTheItemsAfterTheLastItemsId(): void
    {
        $page = static function (array $ids, bool $more): ResponseInterface {
            $widgets = array_map([Operations::class, 'widget'], $ids);
            return MemoryClient::json(200, ['data' => $widgets, 'has_more' => $more]);
        };
        $this->http->queue(
            $page(['wgt_0000000000000001', 'wgt_0000000000000002'], true),
            $page(['wgt_0000000000000003'], false),
            $page(['wgt_0000000000000001', 'wgt_0000000000000002'], true),
            $page(['wgt_0000000000000003'], true),
            $page([], true)
        );
        $client = $this->client();
        $first = $client->request(Operations::LIST, ['limit' => 2], []);
        self::assertInstanceOf(WidgetList::class, $first);
        self::assertTrue($first->hasNextPage());
        $second = $first->getNextPage();
        self::assertNotNull($second);
        self::assertSame(['wgt_0000000000000003'], array_column($second->toArray()['data'], 'id'));
        self::assertSame('wgt_0000000000000003', $second->getPaginatedItems()[0]->id);
        self::assertFalse($second->hasNextPage());
        self::assertNull($second->getNextPage());

        $ids = [];
        foreach ($client->paginate(Operations::LIST, ['limit' => 2], []) as $widget) {
            $ids[] = $widget->id;
        }
        self::assertSame(['wgt_0000000000000001', 'wgt_0000000000000002', 'wgt_0000000000000003'], $ids);
        $queries = array_map(static function (RequestInterface $r): string {
            return $r->getUri()->getQuery();
        }, $this->http->requests);
        self::assertSame([
            'limit=2',
            'limit=2&starting_after=wgt_0000000000000002',
            'limit=2',
            'limit=2&starting_after=wgt_0000000000000002',
            'limit=2&starting_after=wgt_0000000000000003',
        ], $queries, 'an empty page ends the walk even when it says more');
        self::assertSame(0, $this->http->pending());
    }
}
