<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use Orbit\Sdk\Client;
use Orbit\Sdk\Exception\APIConnectionException;
use Orbit\Sdk\Exception\APITimeoutException;
use Orbit\Sdk\Exception\InvalidArgumentException;
use Orbit\Sdk\Tests\Support\Clock;
use Orbit\Sdk\Tests\Support\FaultServer;
use Orbit\Sdk\Tests\Support\StreamClient;
use PHPUnit\Framework\TestCase;

/**
 * Time around streamed and binary answers over a real socket: `timeout` until the headers, `idle_timeout`
 * between two pieces of the body after them (x-sdk-runtime idle_timeout_seconds). Each stall is a signal
 * the test never sends (the server would end it after 10 s), so a stall outlasts any timeout and no
 * assertion depends on how long anything took. Waits between retries are injected.
 */
final class IdleTimeoutTest extends TestCase
{
    private const STREAM = ['Content-Type' => 'text/event-stream'];
    private const AUDIO = ['Content-Type' => 'audio/wav'];

    private static FaultServer $server;
    private Clock $clock;

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
        $this->clock = new Clock();
    }

    /** @param array<string, mixed> $options */
    private function client(array $options = []): Client
    {
        $options += ['base_url' => self::$server->url, 'api_key' => 'sk_test'];
        return new Client($options + $this->clock->options());
    }

    /** @return array<string, mixed> a streamed chat whose body stops after $events events (a stall) */
    private static function stalledStream(int $events): array
    {
        $chunks = [];
        for ($i = 0; $i < $events; $i++) {
            $chunks[] = ['data' => LiveAnswersTest::event("piece $i")];
        }
        $chunks[] = ['data' => "data: [DONE]\n\n", 'await' => 'never'];
        return ['headers' => self::STREAM, 'chunked' => true, 'chunks' => $chunks];
    }

    /** @return array<string, mixed> */
    private static function wholeStream(): array
    {
        $chunks = [['data' => LiveAnswersTest::event('whole')], ['data' => "data: [DONE]\n\n"]];
        return ['headers' => self::STREAM, 'chunked' => true, 'chunks' => $chunks];
    }

    /**
     * Reads a stream to its end, answering the contents read and the exception that ended it.
     *
     * @param iterable<\Orbit\Sdk\Models\ChatCompletionChunk> $stream
     *
     * @return array{0: list<string|null>, 1: \Throwable|null}
     */
    private static function drain(iterable $stream): array
    {
        $read = [];
        try {
            foreach ($stream as $chunk) {
                $read[] = $chunk->choices[0]->delta->content;
            }
        } catch (\Throwable $e) {
            return [$read, $e];
        }
        return [$read, null];
    }

    public function testNoHeadersWithinTheTimeoutIsATimeoutForStreamedAndBinaryCalls(): void
    {
        $calls = [
            'stream' => static function (Client $client): void {
                $client->generation->createChatCompletionStream(['prompt' => 'tea']);
            },
            'binary' => static function (Client $client): void {
                $client->generation->createSpeech(['input' => 'Hello']);
            },
        ];
        foreach ($calls as $name => $call) {
            self::$server->reset();
            self::$server->enqueue([['await' => 'never'], ['await' => 'never']]);
            try {
                $call($this->client(['timeout' => 0.3, 'max_retries' => 1]));
                self::fail("$name: no exception");
            } catch (APITimeoutException $e) {
                self::assertStringContainsString('0.3 s', $e->getMessage(), $name);
                self::assertNotNull($e->getPrevious(), $name);
            }
            self::assertCount(2, self::$server->requests(), "$name: the timed-out attempt was retried once");
        }
    }

    public function testARefusedConnectionIsStillAConnectionError(): void
    {
        $socket = stream_socket_server('tcp://127.0.0.1:0');
        self::assertIsResource($socket);
        $address = (string) stream_socket_get_name($socket, false);
        fclose($socket); // a port nobody listens on
        $client = new Client(['base_url' => "http://$address", 'api_key' => 'k', 'max_retries' => 0]);
        try {
            $client->generation->createSpeech(['input' => 'Hello']);
            self::fail('no exception');
        } catch (APIConnectionException $e) {
            self::assertNotInstanceOf(APITimeoutException::class, $e);
        }
    }

    public function testAStallAfterAChunkReachedTheCallerEndsWithATimeoutAndIsNotRetried(): void
    {
        $perCall = ['idle_timeout' => 0.3, 'max_retries' => 2];
        $cases = [
            'per call' => [$this->client(['max_retries' => 2]), $perCall],
            'per client' => [$this->client(['idle_timeout' => 0.3, 'max_retries' => 2]), []],
        ];
        foreach ($cases as $name => [$client, $options]) {
            self::$server->reset();
            self::$server->enqueue([self::stalledStream(1), self::wholeStream()]);
            $stream = $client->generation->createChatCompletionStream(['prompt' => 'tea'], $options);
            [$read, $error] = self::drain($stream);
            self::assertSame(['piece 0'], $read, "$name: the chunk before the stall reached the caller");
            self::assertInstanceOf(APITimeoutException::class, $error, $name);
            self::assertStringContainsString('0.3 s', $error->getMessage(), $name);
            self::assertNotNull($error->getRequestId(), "$name: the answer's request id");
            self::assertCount(1, self::$server->requests(), "$name: not retried once a chunk reached the caller");
        }
        self::assertSame([], $this->clock->waits);
    }

    public function testAStallBeforeTheFirstChunkIsRetriedLikeATimedOutAttempt(): void
    {
        self::$server->enqueue([self::stalledStream(0), self::wholeStream()]);
        $client = $this->client(['idle_timeout' => 0.3, 'max_retries' => 1]);
        [$read, $error] = self::drain($client->generation->createChatCompletionStream(['prompt' => 'tea']));
        self::assertNull($error);
        self::assertSame(['whole'], $read);
        self::assertCount(2, self::$server->requests());
        self::assertCount(1, $this->clock->waits, 'the backoff of a retry');

        self::$server->reset();
        self::$server->enqueue([self::stalledStream(0)]);
        $this->expectException(APITimeoutException::class);
        $client->generation->createChatCompletionStream(['prompt' => 'tea'], ['max_retries' => 0]);
    }

    public function testABinaryAnswerThatStallsEndsWithATimeout(): void
    {
        $stalled = ['headers' => self::AUDIO, 'chunked' => true, 'chunks' => [
            ['data' => 'RIFF-first'],
            ['data' => '-rest', 'await' => 'never'],
        ]];
        self::$server->enqueue([$stalled]);
        $client = $this->client(['max_retries' => 2]);
        $speech = $client->generation->createSpeech(['input' => 'Hello'], ['idle_timeout' => 0.3]);
        $file = fopen('php://memory', 'w+b');
        try {
            $speech->writeTo($file);
            self::fail('no exception');
        } catch (APITimeoutException $e) {
            rewind($file);
            self::assertSame('RIFF-first', stream_get_contents($file), 'what arrived before the stall was written');
        }
        self::assertCount(1, self::$server->requests());

        // A stall before the first byte is retried.
        self::$server->reset();
        $beforeFirst = ['headers' => self::AUDIO, 'chunked' => true, 'chunks' => [['data' => 'x', 'await' => 'never']]];
        $whole = ['headers' => self::AUDIO, 'body' => 'RIFF-whole'];
        self::$server->enqueue([$beforeFirst, $whole]);
        $client = $this->client(['idle_timeout' => 0.3, 'max_retries' => 1]);
        $speech = $client->generation->createSpeech(['input' => 'Hi']);
        self::assertSame('RIFF-whole', $speech->getContent());
        self::assertCount(2, self::$server->requests());
    }

    public function testTheIdleTimeoutIsCheckedAndRefusedWhereItCannotBeEnforced(): void
    {
        foreach ([0, -1.0, 'soon', INF] as $invalid) {
            try {
                $this->client(['idle_timeout' => $invalid]);
                self::fail('accepted idle_timeout ' . var_export($invalid, true));
            } catch (InvalidArgumentException $e) {
                self::assertSame('idle_timeout', $e->getParam());
            }
        }
        try {
            $this->client(['http_client' => new StreamClient(), 'idle_timeout' => 5.0]);
            self::fail('a foreign PSR-18 client took idle_timeout');
        } catch (InvalidArgumentException $e) {
            self::assertSame('idle_timeout', $e->getParam());
        }
        $foreign = $this->client(['http_client' => new StreamClient()]);
        try {
            $foreign->generation->createSpeech(['input' => 'Hello'], ['idle_timeout' => 5.0]);
            self::fail('a foreign PSR-18 client took a per-call idle_timeout');
        } catch (InvalidArgumentException $e) {
            self::assertSame('idle_timeout', $e->getParam());
        }
        try {
            $this->client()->ai->listModels([], ['idle_timeout' => 5.0]);
            self::fail('an answer read whole took a per-call idle_timeout');
        } catch (InvalidArgumentException $e) {
            self::assertSame('idle_timeout', $e->getParam());
            self::assertStringContainsString('streamed and binary answers', $e->getMessage());
        }
        self::assertSame([], self::$server->requests(), 'nothing was sent');
    }
}
