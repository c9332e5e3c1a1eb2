<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use Orbit\Sdk\Client;
use Orbit\Sdk\Tests\Support\FaultServer;
use PHPUnit\Framework\TestCase;

/**
 * Streamed and binary answers reach the caller piece by piece as they arrive, over a real socket with the
 * framing real servers use (HTTP/1.1 chunks, which PHP's http:// stream decodes through a filter). The
 * server holds each later piece back until the test has received the one before and sends a signal, so the
 * test passes only if a piece is handed over before the next one exists; nothing depends on timing (a
 * transport that waits to fill a block would wait for a piece that never comes: the server gives up after
 * 10 s, closes, and the test fails).
 */
final class LiveAnswersTest extends TestCase
{
    private static FaultServer $server;

    public static function setUpBeforeClass(): void
    {
        self::$server = new FaultServer();
    }

    public static function tearDownAfterClass(): void
    {
        self::$server->stop();
    }

    protected function setUp(): void
    {
        self::$server->reset();
    }

    private function client(): Client
    {
        return new Client(['base_url' => self::$server->url, 'api_key' => 'sk_test', 'max_retries' => 0]);
    }

    public static function event(string $content): string
    {
        $chunk = ['id' => 'c', 'object' => 'chat.completion.chunk', 'model' => 'm', 'created_at' => 'x'];
        $chunk['choices'] = [['index' => 0, 'delta' => ['content' => $content]]];
        return 'data: ' . json_encode($chunk) . "\n\n";
    }

    public function testEachChunkOfAStreamReachesTheCallerBeforeTheNextIsSent(): void
    {
        self::$server->enqueue([[
            'headers' => ['Content-Type' => 'text/event-stream'],
            'chunked' => true,
            'chunks' => [
                ['data' => self::event('one')],
                ['data' => self::event(' two'), 'await' => 'second'],
                ['data' => self::event(' three'), 'await' => 'third'],
                ['data' => "data: [DONE]\n\n"],
            ],
        ]]);
        $signals = ['second', 'third'];
        $received = [];
        foreach ($this->client()->generation->createChatCompletionStream(['prompt' => 'tea']) as $chunk) {
            $received[] = $chunk->choices[0]->delta->content;
            $signal = array_shift($signals);
            if ($signal !== null) {
                self::$server->signal($signal); // only now does the server send the next event
            }
        }
        self::assertSame(['one', ' two', ' three'], $received);
    }

    public function testABinaryAnswerIsReadAsItArrives(): void
    {
        self::$server->enqueue([[
            'headers' => ['Content-Type' => 'audio/wav'],
            'chunked' => true,
            'chunks' => [['data' => 'RIFF-first'], ['data' => '-second', 'await' => 'second']],
        ]]);
        $stream = $this->client()->generation->createSpeech(['input' => 'Hello'])->getStream();
        self::assertSame('RIFF-first', $stream->read(65536), 'the first piece, before the second exists');
        self::$server->signal('second');
        self::assertSame('-second', $stream->getContents());
    }
}
