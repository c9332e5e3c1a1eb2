<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use Orbit\Sdk\Client;
use Orbit\Sdk\Exception\APIConnectionException;
use Orbit\Sdk\Exception\APITimeoutException;
use Orbit\Sdk\Exception\ConflictException;
use Orbit\Sdk\Generated\Constants;
use Orbit\Sdk\Tests\Support\Clock;
use Orbit\Sdk\Tests\Support\FaultServer;
use Orbit\Sdk\Tests\Support\RecordingLogger;
use Orbit\Sdk\Tests\Support\StreamClient;
use PHPUnit\Framework\TestCase;

/**
 * Over a real socket (tests/Support/fault_server.php on a free loopback port): the default Guzzle client
 * with the per-attempt timeout, dropped connections, a stream read as it arrives, a binary answer, the
 * telemetry and default headers, and a foreign PSR-18 client. Waits between retries are injected.
 */
final class TransportTest extends TestCase
{
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
        return new Client($options + [
            'base_url' => self::$server->url,
            'access_token' => 'at_test',
            'api_key' => 'sk_test',
            'log_level' => 'off',
        ] + $this->clock->options());
    }

    public function testEachAttemptTimesOutWithTheDefaultGuzzleAndIsRetried(): void
    {
        self::$server->enqueue([['delay' => 3, 'body' => ['items' => []]], ['delay' => 3, 'body' => ['items' => []]]]);
        try {
            $this->client(['timeout' => 0.3, 'max_retries' => 1])->ai->listModels();
            self::fail('no exception');
        } catch (APITimeoutException $e) {
            self::assertInstanceOf(APIConnectionException::class, $e);
            self::assertInstanceOf(\GuzzleHttp\Exception\ConnectException::class, $e->getPrevious());
        }
        self::assertCount(2, self::$server->requests(), 'the timed-out attempt was retried once');
        self::assertCount(1, $this->clock->waits);
    }

    public function testThePerCallTimeoutWins(): void
    {
        self::$server->enqueue([['delay' => 3, 'body' => ['items' => []]]]);
        $this->expectException(APITimeoutException::class);
        $this->client(['timeout' => 30.0, 'max_retries' => 0])->ai->listModels([], ['timeout' => 0.3]);
    }

    public function testAGuzzleClientWithMiddlewareSeesEveryAttemptAndKeepsTheTimeout(): void
    {
        self::$server->enqueue([['delay' => 3, 'body' => ['items' => []]], ['body' => ['items' => []]]]);
        $seen = [];
        $stack = \GuzzleHttp\HandlerStack::create();
        $record = static function ($request, $options, $promise) use (&$seen): void {
            $promise->then(static function ($response) use (&$seen): void {
                $seen[] = $response->getStatusCode();
            }, static function () use (&$seen): void {
                $seen[] = null;
            });
        };
        $stack->push(\GuzzleHttp\Middleware::tap(null, $record));
        $client = $this->client(['http_client' => new \GuzzleHttp\Client(['handler' => $stack]), 'max_retries' => 1]);
        $client->ai->listModels([], ['timeout' => 0.3]);
        self::assertSame([null, 200], $seen, 'the timed-out attempt and the retry, each through the middleware');
    }

    public function testADroppedConnectionIsAConnectionError(): void
    {
        self::$server->enqueue([['drop' => true], ['drop' => true]]);
        try {
            $this->client(['max_retries' => 1])->ai->listModels();
            self::fail('no exception');
        } catch (APIConnectionException $e) {
            self::assertNotInstanceOf(APITimeoutException::class, $e);
            self::assertNotNull($e->getPrevious());
        }
        self::assertCount(2, self::$server->requests());
    }

    /**
     * libcurl sends a request again by itself when a reused keep-alive connection closes without an
     * answer. With a retry left the SDK counts that unanswered send as an attempt; with none left it sends
     * on a new connection, where curl does not re-send, so a call never makes more attempts than allowed.
     */
    public function testARequestCurlSentAgainByItselfIsAnAttempt(): void
    {
        $models = ['body' => ['items' => []]];
        foreach ([0, 1] as $maxRetries) {
            self::$server->reset();
            self::$server->enqueue([['keep_alive_then_drop' => true] + $models, $models]);
            $logger = new RecordingLogger();
            $client = $this->client(['max_retries' => $maxRetries, 'log_level' => 'info', 'logger' => $logger]);
            $client->ai->listModels(); // answered on a connection kept alive, closed when it is used again
            $client->ai->listModels();
            $statuses = array_map(static function (array $line): string {
                return preg_replace('/^.* status=(\S+) attempt=(\d+) .*$/', '$1 $2', $line[1]);
            }, $logger->lines);
            // No retry left: a new connection, one attempt. A retry left: the kept connection, whose
            // unanswered send is attempt 1, and curl's own re-send, attempt 2.
            $expected = $maxRetries === 0 ? ['200 1', '200 1'] : ['200 1', 'connection_error 1', '200 2'];
            self::assertSame($expected, $statuses);
            self::assertCount(2, self::$server->requests(), 'the server answered twice');
        }
        self::assertSame([], $this->clock->waits);
    }

    public function testTelemetryDefaultHeadersAndTheSandboxHeaderAreSent(): void
    {
        self::$server->enqueue([['body' => ['items' => []], 'headers' => ['X-Request-Id' => 'req_real']]]);
        $client = $this->client(['default_headers' => ['Orbit-Sandbox' => 'php-world', 'User-Agent' => null]]);
        $models = $client->ai->listModels([], ['headers' => ['X-Trace' => 't-1']]);
        self::assertSame('req_real', $models->getRequestId());
        $request = self::$server->requests()[0];
        self::assertSame('php-world', $request['headers']['orbit-sandbox']);
        self::assertSame('t-1', $request['headers']['x-trace']);
        self::assertArrayNotHasKey('authorization', $request['headers'], 'listModels is public');
        $userAgent = $request['headers']['user-agent'] ?? '';
        self::assertStringStartsNotWith('orbit-sdk-php', $userAgent, 'a null default header removes it');

        self::$server->enqueue([['body' => ['items' => []]]]);
        $this->client()->ai->listModels();
        self::assertSame($client->getUserAgent(), self::$server->requests()[1]['headers']['user-agent']);
        self::assertSame(
            Constants::VERSION,
            explode('/', explode(' ', $client->getUserAgent())[0])[1]
        );
    }

    public function testAStreamIsReadAsItArrives(): void
    {
        $chunk = static function (string $content): string {
            $choices = [['index' => 0, 'delta' => ['content' => $content]]];
            $chunk = ['id' => 'c', 'object' => 'chat.completion.chunk', 'model' => 'm', 'created_at' => 'x'];
            $chunk['choices'] = $choices;
            return 'data: ' . json_encode($chunk) . "\n\n";
        };
        self::$server->enqueue([[
            'headers' => ['Content-Type' => 'text/event-stream'],
            'chunks' => [
                ['data' => $chunk('one')],
                ['data' => $chunk(' two'), 'delay' => 0.2],
                ['data' => "data: [DONE]\n\n"],
            ],
        ]]);
        $text = '';
        foreach ($this->client()->generation->createChatCompletionStream(['prompt' => 'tea']) as $piece) {
            $text .= $piece->choices[0]->delta->content;
        }
        self::assertSame('one two', $text);
    }

    public function testAStreamThatStallsAfterAKeepAliveCommentTimesOut(): void
    {
        self::$server->enqueue([[
            'headers' => ['Content-Type' => 'text/event-stream'],
            'chunks' => [['data' => ": hello\n\n"], ['data' => "data: [DONE]\n\n", 'await' => 'never']],
        ]]);
        $client = $this->client(['idle_timeout' => 0.3]);
        $stream = $client->generation->createChatCompletionStream(['prompt' => 'tea']);
        $this->expectException(APITimeoutException::class);
        iterator_to_array($stream);
    }

    public function testABinaryAnswerIsWrittenToAFile(): void
    {
        $bytes = random_bytes(70000);
        $answer = ['headers' => ['Content-Type' => 'audio/wav'], 'body_base64' => base64_encode($bytes)];
        self::$server->enqueue([$answer]);
        $file = tempnam(sys_get_temp_dir(), 'orbit-speech');
        $speech = $this->client()->generation->createSpeech(['input' => 'Hello']);
        self::assertSame('audio/wav', $speech->getMediaType());
        self::assertSame(strlen($bytes), $speech->writeTo($file));
        self::assertSame($bytes, file_get_contents($file));
        unlink($file);
    }

    public function testAForeignPsr18ClientWorks(): void
    {
        $foreign = new StreamClient();
        self::$server->enqueue([
            ['status' => 503, 'body' => ['error' => ['type' => 'api_error', 'code' => 'busy', 'message' => 'busy']]],
            ['body' => self::orderActionResult(), 'headers' => ['X-Request-Id' => 'req_foreign']],
            ['status' => 409, 'body' => ['error' => ['type' => 'conflict_error', 'code' => 'order_not_deletable']]],
        ]);
        $client = $this->client(['http_client' => $foreign]);
        $result = $client->orders->cancel(['order_no' => 'ORD20260526083000K7Q2M9XA']);
        self::assertSame('cancelled', $result->order->status);
        self::assertSame('req_foreign', $result->getRequestId());
        try {
            $client->orders->delete(['order_no' => 'ORD20260526083000K7Q2M9XA']);
            self::fail('no exception');
        } catch (ConflictException $e) {
            self::assertSame('order_not_deletable', $e->getErrorCode());
        }
        self::assertSame(3, $foreign->sent);
        $requests = self::$server->requests();
        self::assertSame('Bearer at_test', $requests[1]['headers']['authorization']);
        self::assertSame('{"action":"cancel","order_no":"ORD20260526083000K7Q2M9XA"}', $requests[1]['body']);
        self::assertCount(1, $this->clock->waits, 'the 503 was retried through the foreign client too');
    }

    /** @return array<string, mixed> */
    private static function orderActionResult(): array
    {
        return ['action' => 'cancel', 'deleted' => false, 'order' => [
            'order_no' => 'ORD20260526083000K7Q2M9XA', 'status' => 'cancelled',
            'package' => ['id' => 'pkg_vip30d00000001', 'type' => 'membership', 'name' => 'VIP'],
            'amount' => ['amount' => 2990, 'currency' => 'CNY'], 'provider' => 'chatpay',
            'created_at' => 'x', 'updated_at' => 'x', 'expires_at' => 'x',
        ]];
    }
}
