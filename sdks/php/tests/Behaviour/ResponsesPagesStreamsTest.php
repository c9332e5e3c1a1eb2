<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use GuzzleHttp\Psr7\Response;
use Orbit\Sdk\Core\ApiResponse;
use Orbit\Sdk\Exception\APIUserAbortException;
use Orbit\Sdk\Exception\InvalidArgumentException;
use Orbit\Sdk\Models\OrderList;
use Orbit\Sdk\Tests\Support\ClientTestCase;
use Orbit\Sdk\Tests\Support\MemoryClient;

/**
 * The response behind every result (getLastResponse()), the page API (hasNextPage(), getNextPage(),
 * iterPages()), the stream's own method, and closing a stream early.
 */
final class ResponsesPagesStreamsTest extends ClientTestCase
{
    public function testEveryKindOfResultHasItsResponse(): void
    {
        $this->http->queue(
            MemoryClient::json(200, self::orderList([self::order()]), ['X-Rate' => ['1', '2']]),
            new Response(200, ['Content-Type' => 'audio/wav', 'X-Request-Id' => 'req_wav'], 'RIFF'),
            new Response(200, ['Content-Type' => 'text/event-stream', 'X-Request-Id' => 'req_sse'], "data: [DONE]\n\n")
        );
        $client = $this->client();
        $orders = $client->orders->list();
        $response = $orders->getLastResponse();
        self::assertInstanceOf(ApiResponse::class, $response);
        self::assertSame(200, $response->getStatusCode());
        self::assertSame('1, 2', $response->getHeaderLine('x-rate'));
        self::assertSame(['1', '2'], $response->getHeaders()['X-Rate']);
        self::assertSame('req_memory200', $response->getRequestId());
        self::assertNull($orders->items[0]->getLastResponse(), 'a nested object has no response of its own');

        $speech = $client->generation->createSpeech(['input' => 'Hi'])->getLastResponse();
        self::assertSame(['req_wav', 'audio/wav'], [$speech->getRequestId(), $speech->getHeaderLine('Content-Type')]);
        $stream = $client->generation->createChatCompletionStream(['prompt' => 'tea']);
        self::assertSame('req_sse', $stream->getLastResponse()->getRequestId());
        self::assertSame(200, $stream->getLastResponse()->getStatusCode());
    }

    public function testPagesWalkWithTheSameParametersAndOptions(): void
    {
        $this->http->queue(
            MemoryClient::json(200, self::orderList([self::order()], 1, true)),
            MemoryClient::json(200, self::orderList([self::order('paid')], 2, true)),
            MemoryClient::json(200, self::orderList([], 3, true))
        );
        $first = $this->client()->orders->list(['limit' => 1], ['headers' => ['X-Trace' => 't']]);
        self::assertTrue($first->hasNextPage());
        self::assertCount(1, $this->http->requests, 'nothing fetched before it is asked for');
        $pages = [];
        foreach ($first->iterPages() as $page) {
            self::assertInstanceOf(OrderList::class, $page);
            $pages[] = [$page->page, count($page->items), $page->hasNextPage()];
        }
        self::assertSame([[1, 1, true], [2, 1, true], [3, 0, false]], $pages, 'an empty page is the last');
        $queries = array_map(static function ($r): string {
            return $r->getUri()->getQuery() . ' ' . $r->getHeaderLine('X-Trace');
        }, $this->http->requests);
        self::assertSame(['limit=1 t', 'limit=1&page=2 t', 'limit=1&page=3 t'], $queries);
    }

    public function testTheLastPageHasNoNextPage(): void
    {
        $this->http->queue(MemoryClient::json(200, self::orderList([self::order()], 4, false)));
        $page = $this->client()->orders->list(['page' => 4]);
        self::assertFalse($page->hasNextPage());
        self::assertNull($page->getNextPage());
        self::assertCount(1, iterator_to_array($page->iterPages()));
        self::assertCount(1, $this->http->requests);
    }

    public function testTheStreamSwitchOnThePlainMethodIsRefusedBeforeSending(): void
    {
        $client = $this->client();
        $ways = [
            [['prompt' => 'tea', 'stream' => true], []],
            [['prompt' => 'tea'], ['extra_body' => ['stream' => true]]],
        ];
        foreach ($ways as [$params, $options]) {
            try {
                $client->generation->createChatCompletion($params, $options);
                self::fail('no exception');
            } catch (InvalidArgumentException $e) {
                self::assertSame('stream', $e->getParam());
                self::assertStringContainsString('createChatCompletionStream()', $e->getMessage());
            }
        }
        try {
            $client->generation->createChatCompletionStream(['prompt' => 'tea', 'stream' => false]);
            self::fail('no exception');
        } catch (InvalidArgumentException $e) {
            self::assertSame('stream', $e->getParam(), 'the stream method sets the switch itself');
        }
        self::assertSame([], $this->http->requests);
    }

    public function testIteratingAClosedStreamThrowsTheUserAbortException(): void
    {
        $chunk = static function (string $text): string {
            $choice = ['index' => 0, 'delta' => ['content' => $text]];
            $body = ['id' => 'c', 'object' => 'chat.completion.chunk', 'model' => 'm', 'created_at' => 'x'];
            $body['choices'] = [$choice];
            return 'data: ' . json_encode($body) . "\n\n";
        };
        $response = new Response(200, ['Content-Type' => 'text/event-stream'], $chunk('a') . $chunk('b') . $chunk('c'));
        $this->http->queue($response);
        $stream = $this->client()->generation->createChatCompletionStream(['prompt' => 'tea']);
        $seen = [];
        try {
            foreach ($stream as $piece) {
                $seen[] = $piece->choices[0]->delta->content;
                $stream->close();
            }
            self::fail('no exception');
        } catch (APIUserAbortException $e) {
            self::assertSame(['a'], $seen, 'no chunk after close()');
        }
        self::assertNull($response->getBody()->detach(), 'the connection is closed');
    }
}
