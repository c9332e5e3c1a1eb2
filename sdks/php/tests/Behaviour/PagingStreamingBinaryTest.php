<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use GuzzleHttp\Psr7\Response;
use Orbit\Sdk\Core\BinaryResponse;
use Orbit\Sdk\Core\Stream;
use Orbit\Sdk\Exception\APIResponseValidationException;
use Orbit\Sdk\Exception\RateLimitException;
use Orbit\Sdk\Models\ChatCompletion;
use Orbit\Sdk\Models\ChatCompletionChunk;
use Orbit\Sdk\Models\Order;
use Orbit\Sdk\Tests\Support\ClientTestCase;
use Orbit\Sdk\Tests\Support\MemoryClient;

/**
 * Auto-paging (lazy, page after page until has_more is false or a page is empty), server-sent event
 * streams (chunks, the done marker, error events, closing) and binary answers.
 */
final class PagingStreamingBinaryTest extends ClientTestCase
{
    public function testAutoPagingFetchesLazilyAndKeepsTheLimit(): void
    {
        $this->http->queue(
            MemoryClient::json(200, self::orderList([self::order(), self::order('paid')], 3, true)),
            MemoryClient::json(200, self::orderList([self::order('completed')], 4, false))
        );
        $pages = $this->client()->orders->listAutoPaging(['page' => 3, 'limit' => 2, 'status' => 'pending']);
        self::assertSame([], $this->http->requests, 'nothing is fetched before iterating');
        $statuses = [];
        foreach ($pages as $i => $order) {
            self::assertInstanceOf(Order::class, $order);
            $statuses[$i] = $order->status;
            if ($i === 0) {
                self::assertCount(1, $this->http->requests, 'the next page only when the iteration reaches it');
            }
        }
        self::assertSame(['pending', 'paid', 'completed'], $statuses);
        self::assertSame(
            ['page=3&limit=2&status=pending', 'page=4&limit=2&status=pending'],
            array_map(static function ($r): string {
                return $r->getUri()->getQuery();
            }, $this->http->requests)
        );
    }

    public function testAutoPagingStopsAtAnEmptyPage(): void
    {
        $this->http->queue(
            MemoryClient::json(200, self::orderList([self::order()], 1, true)),
            MemoryClient::json(200, self::orderList([], 2, true))
        );
        self::assertCount(1, iterator_to_array($this->client()->orders->listAutoPaging()));
        self::assertSame('page=1', $this->http->requests[0]->getUri()->getQuery());
        self::assertCount(2, $this->http->requests);
    }

    private static function chunk(string $content, bool $last = false): string
    {
        $choice = ['index' => 0, 'delta' => ['content' => $content]] + ($last ? ['finish_reason' => 'stop'] : []);
        $chunk = [
            'id' => 'cmpl_1',
            'object' => 'chat.completion.chunk',
            'model' => 'orbit-chat-1',
            'created_at' => 'x',
            'choices' => [$choice],
        ];
        return 'data: ' . json_encode($chunk) . "\n\n";
    }

    private static function sse(string $body): Response
    {
        return new Response(200, ['Content-Type' => 'text/event-stream', 'X-Request-Id' => 'req_sse'], $body);
    }

    public function testAStreamYieldsEachChunkUntilTheDoneMarker(): void
    {
        $body = ": keep-alive\n\n" . self::chunk('Steam')
            . "event: message\r\n" . rtrim(self::chunk(' rises', true)) . "\r\n\r\n"
            . "data: [DONE]\n\n" . self::chunk('never read');
        $this->http->queue(self::sse($body));
        $stream = $this->client()->generation->createChatCompletionStream(['prompt' => 'tea']);
        self::assertInstanceOf(Stream::class, $stream);
        self::assertSame('text/event-stream', $this->http->requests[0]->getHeaderLine('Accept'));
        self::assertSame('{"stream":true,"prompt":"tea"}', (string) $this->http->requests[0]->getBody());
        $text = '';
        foreach ($stream as $chunk) {
            self::assertInstanceOf(ChatCompletionChunk::class, $chunk);
            self::assertSame('req_sse', $chunk->getRequestId());
            $text .= $chunk->choices[0]->delta->content;
        }
        self::assertSame('Steam rises', $text);
        self::assertSame('req_sse', $stream->getRequestId());
    }

    public function testWithoutStreamTheAnswerIsTheCompletion(): void
    {
        $choice = ['index' => 0, 'message' => ['role' => 'assistant', 'content' => 'hi'], 'finish_reason' => 'stop'];
        $this->http->queue(MemoryClient::json(200, [
            'id' => 'cmpl_1',
            'object' => 'chat.completion',
            'model' => 'm',
            'created_at' => 'x',
            'choices' => [$choice],
            'usage' => ['prompt_tokens' => 1, 'completion_tokens' => 1, 'total_tokens' => 2],
        ]));
        $completion = $this->client()->generation->createChatCompletion(['prompt' => 'tea', 'stream' => false]);
        self::assertInstanceOf(ChatCompletion::class, $completion);
        self::assertSame('application/json', $this->http->requests[0]->getHeaderLine('Accept'));
    }

    public function testAnErrorEventRaisesTheExceptionOfItsKind(): void
    {
        $error = ['error' => ['type' => 'rate_limit_error', 'code' => 'too_fast', 'message' => 'slow down']];
        $this->http->queue(self::sse(self::chunk('a') . "event: error\ndata: " . json_encode($error) . "\n\n"));
        $seen = [];
        try {
            $stream = $this->client()->generation->createChatCompletionStream(['prompt' => 'tea']);
            foreach ($stream as $chunk) {
                $seen[] = $chunk->choices[0]->delta->content;
            }
            self::fail('no exception');
        } catch (RateLimitException $e) {
            self::assertSame(['a'], $seen);
            self::assertSame('too_fast', $e->getErrorCode());
            self::assertSame(429, $e->getStatusCode());
            self::assertSame('req_sse', $e->getRequestId());
        }
    }

    public function testABrokenChunkRaisesAPIResponseValidation(): void
    {
        $this->http->queue(self::sse("data: {\"id\": 5}\n\n"), self::sse("data: not json\n\n"));
        foreach (['ChatCompletionChunk.id', 'not a JSON object'] as $expected) {
            try {
                $stream = $this->client()->generation->createChatCompletionStream(['prompt' => 'tea']);
                iterator_to_array($stream);
                self::fail('no exception');
            } catch (APIResponseValidationException $e) {
                self::assertStringContainsString($expected, $e->getMessage());
                self::assertSame('req_sse', $e->getRequestId());
                self::assertSame(200, $e->getStatusCode());
            }
        }
    }

    public function testBreakingOutAndClosingClosesTheConnection(): void
    {
        $response = self::sse(self::chunk('a') . self::chunk('b') . "data: [DONE]\n\n");
        $this->http->queue($response);
        $stream = $this->client()->generation->createChatCompletionStream(['prompt' => 'tea']);
        foreach ($stream as $chunk) {
            break;
        }
        $stream->close();
        self::assertNull($response->getBody()->detach(), 'the body was closed');
    }

    public function testABinaryAnswer(): void
    {
        $wav = "RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00";
        $this->http->queue(
            new Response(200, ['Content-Type' => 'audio/wav; codec=pcm', 'X-Request-Id' => 'req_bin'], $wav),
            new Response(200, ['Content-Type' => 'audio/wav'], $wav)
        );
        $client = $this->client();
        $speech = $client->generation->createSpeech(['input' => 'Hello', 'speed' => 1]);
        self::assertInstanceOf(BinaryResponse::class, $speech);
        self::assertSame('audio/wav', $this->http->requests[0]->getHeaderLine('Accept'));
        self::assertSame('{"input":"Hello","speed":1}', (string) $this->http->requests[0]->getBody());
        self::assertSame('audio/wav', $speech->getMediaType());
        self::assertSame($wav, $speech->getContent());
        self::assertSame('req_bin', $speech->getRequestId());
        $file = tempnam(sys_get_temp_dir(), 'orbit-speech');
        $written = $client->generation->createSpeech(['input' => 'Hello'])->writeTo($file);
        self::assertSame(strlen($wav), $written);
        self::assertSame($wav, file_get_contents($file));
        unlink($file);
    }
}
