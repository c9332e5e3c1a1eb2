<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use GuzzleHttp\Psr7\Response;
use Orbit\Sdk\Exception\APIConnectionException;
use Orbit\Sdk\Exception\APITimeoutException;
use Orbit\Sdk\Exception\BadRequestException;
use Orbit\Sdk\Exception\InternalServerException;
use Orbit\Sdk\Exception\RateLimitException;
use Orbit\Sdk\Generated\Constants;
use Orbit\Sdk\Tests\Support\ClientTestCase;
use Orbit\Sdk\Tests\Support\MemoryClient;
use Orbit\Sdk\Tests\Support\NetworkFailure;

/**
 * Retries exactly per docs/sdk-design.md §4, with the waits recorded by the injected sleep (no real
 * waits): retryable statuses, every Retry-After form and its order, the cap, exhaustion, connection
 * errors and timeouts, the backoff with jitter, and the idempotency key kept across retries.
 */
final class RetriesTest extends ClientTestCase
{
    private const OK_MODELS = ['items' => []];

    private static function ok(): Response
    {
        return MemoryClient::json(200, self::OK_MODELS);
    }

    /** @param array<string, string> $headers */
    private static function busy(int $status = 503, array $headers = []): Response
    {
        return MemoryClient::error($status, $status === 429 ? 'rate_limit_error' : 'api_error', 'busy', $headers);
    }

    public function testEveryRetryableStatusIsRetriedAndOthersAreNot(): void
    {
        foreach (Constants::RETRY_STATUSES as $status) {
            $this->http->queue(self::busy($status), self::ok());
        }
        $client = $this->client();
        foreach (Constants::RETRY_STATUSES as $status) {
            $client->ai->listModels();
        }
        self::assertCount(2 * count(Constants::RETRY_STATUSES), $this->http->requests);

        $this->http->queue(MemoryClient::error(400, 'invalid_request_error', 'bad'));
        $this->expectException(BadRequestException::class);
        try {
            $client->ai->listModels();
        } finally {
            self::assertSame(0, $this->http->pending());
            self::assertCount(2 * count(Constants::RETRY_STATUSES) + 1, $this->http->requests);
        }
    }

    public function testBackoffWithJitterWithoutAServerWait(): void
    {
        $this->clock->random = 0.5;
        $this->http->queue(self::busy(), self::busy(), self::busy(), self::busy(), self::ok());
        $this->client(['max_retries' => 4])->ai->listModels();
        $expected = [];
        for ($n = 0; $n < 4; $n++) {
            $base = min(
                Constants::BACKOFF_INITIAL_SECONDS * Constants::BACKOFF_MULTIPLIER ** $n,
                Constants::BACKOFF_MAX_SECONDS
            );
            $expected[] = $base * (1 - Constants::BACKOFF_JITTER * 0.5);
        }
        self::assertEqualsWithDelta($expected, $this->clock->waits, 1e-9);
    }

    public function testBackoffIsCappedAndJitterOnlyShortensIt(): void
    {
        $this->clock->random = 0.0;
        $answers = array_fill(0, 8, self::busy());
        $answers[] = self::ok();
        $this->http->queue(...$answers);
        $this->client(['max_retries' => 8])->ai->listModels();
        self::assertSame(Constants::BACKOFF_MAX_SECONDS, max($this->clock->waits));
        self::assertSame(Constants::BACKOFF_INITIAL_SECONDS, $this->clock->waits[0]);
    }

    /** @return array<string, array{0: array<string, string>, 1: float}> */
    public static function serverWaits(): array
    {
        return [
            'Retry-After seconds' => [['Retry-After' => '3'], 3.0],
            'Retry-After zero' => [['Retry-After' => '0'], 0.0],
            'retry-after-ms' => [['retry-after-ms' => '1500'], 1.5],
            'retry-after-ms wins over Retry-After' => [['retry-after-ms' => '250', 'Retry-After' => '9'], 0.25],
            'an invalid retry-after-ms falls back to Retry-After' => [
                ['retry-after-ms' => 'soon', 'Retry-After' => '2'],
                2.0,
            ],
            'Retry-After as an HTTP date' => [['Retry-After' => 'Thu, 01 Jan 2026 00:00:07 GMT'], 7.0],
            'Retry-After as an RFC 850 date' => [['Retry-After' => 'Thursday, 01-Jan-26 00:00:05 GMT'], 5.0],
            'Retry-After as an asctime date' => [['Retry-After' => 'Thu Jan  1 00:00:04 2026'], 4.0],
            'an HTTP date in the past waits 0' => [['Retry-After' => 'Wed, 31 Dec 2025 23:59:00 GMT'], 0.0],
            'exactly the cap is still waited for' => [
                ['Retry-After' => (string) (int) Constants::RETRY_AFTER_MAX_SECONDS],
                Constants::RETRY_AFTER_MAX_SECONDS,
            ],
        ];
    }

    /**
     * @dataProvider serverWaits
     *
     * @param array<string, string> $headers
     */
    public function testTheServersWaitIsHonoured(array $headers, float $wait): void
    {
        $this->clock->now = 1767225600.0; // 2026-01-01T00:00:00Z
        $this->http->queue(self::busy(429, $headers), self::ok());
        $this->client()->ai->listModels();
        self::assertSame([$wait], $this->clock->waits);
        self::assertCount(2, $this->http->requests);
    }

    public function testAnInvalidRetryAfterFallsBackToTheBackoff(): void
    {
        $this->clock->random = 0.0;
        $this->http->queue(self::busy(503, ['Retry-After' => 'later', 'retry-after-ms' => '-5']), self::ok());
        $this->client()->ai->listModels();
        self::assertSame([Constants::BACKOFF_INITIAL_SECONDS], $this->clock->waits);
    }

    /** @return array<string, array{0: array<string, string>}> */
    public static function aboveTheCap(): array
    {
        $over = Constants::RETRY_AFTER_MAX_SECONDS + 1;
        return [
            'seconds' => [['Retry-After' => (string) (int) $over]],
            'milliseconds' => [['retry-after-ms' => (string) (int) ($over * 1000)]],
            'HTTP date' => [['Retry-After' => gmdate('D, d M Y H:i:s \G\M\T', 1767225600 + (int) $over)]],
        ];
    }

    /**
     * @dataProvider aboveTheCap
     *
     * @param array<string, string> $headers
     */
    public function testAWaitAboveTheCapFailsAtOnceWithThatAnswersError(array $headers): void
    {
        $this->clock->now = 1767225600.0;
        $this->http->queue(self::busy(429, $headers), self::ok());
        try {
            $this->client(['max_retries' => 5])->ai->listModels();
            self::fail('no exception');
        } catch (RateLimitException $e) {
            self::assertSame(429, $e->getStatusCode());
            $name = array_key_first($headers);
            self::assertSame([$headers[$name]], $e->getHeaders()[$name], 'the caller can read the wait');
        }
        self::assertSame([], $this->clock->waits);
        self::assertCount(1, $this->http->requests);
    }

    public function testExhaustedRetriesRaiseTheLastAnswersError(): void
    {
        $this->http->queue(self::busy(502), self::busy(503), MemoryClient::error(500, 'api_error', 'last'));
        try {
            $this->client()->ai->listModels();
            self::fail('no exception');
        } catch (InternalServerException $e) {
            self::assertSame(500, $e->getStatusCode());
            self::assertSame('last', $e->getErrorCode());
        }
        self::assertCount(1 + Constants::MAX_RETRIES, $this->http->requests);
        self::assertCount(Constants::MAX_RETRIES, $this->clock->waits);
    }

    public function testPerCallMaxRetriesWinsOverTheClients(): void
    {
        $this->http->queue(self::busy(), self::busy());
        try {
            $this->client(['max_retries' => 5])->ai->listModels([], ['max_retries' => 1]);
            self::fail('no exception');
        } catch (InternalServerException $e) {
            self::assertCount(2, $this->http->requests);
        }
    }

    public function testConnectionErrorsAndTimeoutsAreRetriedThenRaised(): void
    {
        $request = new \GuzzleHttp\Psr7\Request('GET', 'https://api.test/');
        $this->http->queue(
            new NetworkFailure($request, 'Connection refused'),
            new NetworkFailure($request, 'Operation timed out after 2000 milliseconds'),
            self::ok()
        );
        $this->client()->ai->listModels();
        self::assertCount(3, $this->http->requests);
        self::assertCount(2, $this->clock->waits);

        $this->http->queue(...array_fill(0, 3, new NetworkFailure($request, 'Operation timed out')));
        try {
            $this->client()->ai->listModels();
            self::fail('no exception');
        } catch (APITimeoutException $e) {
            self::assertInstanceOf(APIConnectionException::class, $e);
            self::assertInstanceOf(NetworkFailure::class, $e->getPrevious(), "the client's exception is previous");
            self::assertNull($e->getStatusCode());
        }
        $this->http->queue(...array_fill(0, 3, new NetworkFailure($request, 'Connection reset by peer')));
        try {
            $this->client()->ai->listModels();
            self::fail('no exception');
        } catch (APIConnectionException $e) {
            self::assertNotInstanceOf(APITimeoutException::class, $e);
            self::assertStringContainsString('Connection reset by peer', $e->getMessage());
        }
    }

    public function testOneIdempotencyKeyPerCallKeptAcrossItsRetries(): void
    {
        $payment = ['order' => self::order()];
        $this->http->queue(self::busy(), self::busy(429));
        $this->http->queue(MemoryClient::json(200, $payment), MemoryClient::json(200, $payment));
        $client = $this->client();
        $client->payments->create(['package_id' => 'pkg_vip30d00000001', 'provider' => 'chatpay']);
        $client->payments->create(['package_id' => 'pkg_vip30d00000001', 'provider' => 'chatpay']);
        $keys = array_map(static function ($r): string {
            return $r->getHeaderLine(Constants::IDEMPOTENCY_HEADER);
        }, $this->http->requests);
        $uuid4 = '/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/';
        self::assertMatchesRegularExpression($uuid4, $keys[0]);
        self::assertSame($keys[0], $keys[1]);
        self::assertSame($keys[0], $keys[2]);
        self::assertNotSame($keys[0], $keys[3], 'the next call gets a key of its own');
    }

    public function testTheCallersIdempotencyKeyIsSentOnEveryRetry(): void
    {
        $this->http->queue(self::busy(), MemoryClient::json(200, [
            'id' => 'd1',
            'amount' => ['amount' => 1, 'currency' => 'CNY'],
            'balance' => ['amount' => 9, 'currency' => 'CNY'],
            'reason' => 'x',
            'created_at' => '2026-05-26T08:30:00Z',
        ]));
        $charge = ['amount' => ['amount' => 1, 'currency' => 'CNY'], 'reason' => 'x'];
        $this->client()->ai->deduct($charge, ['idempotency_key' => 'k-42']);
        self::assertSame(['k-42', 'k-42'], array_map(static function ($r): string {
            return $r->getHeaderLine(Constants::IDEMPOTENCY_HEADER);
        }, $this->http->requests));
    }

    public function testOperationsThatMoveNoMoneySendNoKey(): void
    {
        $this->http->queue(self::ok());
        $this->client()->ai->listModels();
        self::assertFalse($this->http->requests[0]->hasHeader(Constants::IDEMPOTENCY_HEADER));
    }
}
