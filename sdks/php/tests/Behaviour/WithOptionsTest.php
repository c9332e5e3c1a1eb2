<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use GuzzleHttp\Psr7\Response;
use Orbit\Sdk\Client;
use Orbit\Sdk\Exception\InvalidArgumentException;
use Orbit\Sdk\Generated\Constants;
use Orbit\Sdk\Tests\Support\ClientTestCase;
use Orbit\Sdk\Tests\Support\MemoryClient;

/**
 * withOptions(): a copy with other options that shares the session (a login or a renewal through either
 * is used by both, so a rotating refresh token is used once), and the per-call API key.
 */
final class WithOptionsTest extends ClientTestCase
{
    public function testACopyHasItsOwnOptionsAndResourcesAndLeavesTheOriginalAsItWas(): void
    {
        $this->http->queue(MemoryClient::json(200, ['items' => []]), MemoryClient::json(200, ['items' => []]));
        $client = $this->client(['default_headers' => ['X-Team' => 'a'], 'max_retries' => 0]);
        $copy = $client->withOptions(['default_headers' => ['X-Team' => 'b'], 'base_url' => 'https://other.test']);
        self::assertInstanceOf(Client::class, $copy);
        self::assertNotSame($client->ai, $copy->ai);
        $copy->ai->listModels();
        $client->ai->listModels();
        [$viaCopy, $viaClient] = $this->http->requests;
        self::assertSame('other.test', $viaCopy->getUri()->getHost());
        self::assertSame('b', $viaCopy->getHeaderLine('X-Team'));
        self::assertSame('api.test', $viaClient->getUri()->getHost());
        self::assertSame('a', $viaClient->getHeaderLine('X-Team'));
    }

    public function testALoginThroughTheCopyIsUsedByTheOriginal(): void
    {
        $this->http->queue(
            MemoryClient::json(200, self::authSession('at_copy', 'rt_copy0000000000000000')),
            MemoryClient::json(200, self::orderList([]))
        );
        $client = $this->client(['access_token' => null]);
        $copy = $client->withOptions(['max_retries' => 5]);
        $copy->auth->userLogin(['account' => '+8613800138000', 'password' => 'orbit-demo-2026']);
        self::assertSame('at_copy', $client->getAccessToken());
        $client->orders->list();
        self::assertSame('Bearer at_copy', $this->http->requests[1]->getHeaderLine('Authorization'));
        $client->clearSession();
        self::assertNull($copy->getAccessToken());
    }

    public function testTheRotatingRefreshTokenIsUsedOnceByTheOriginalAndItsCopy(): void
    {
        $expired = MemoryClient::error(Constants::SESSION_REFRESH_ON_STATUS, 'authentication_error', 'token_expired');
        $this->http->queue(
            $expired,
            MemoryClient::json(200, self::authSession('at_new', 'rt_new00000000000000000')),
            MemoryClient::json(200, self::orderList([])),
            MemoryClient::json(200, self::orderList([]))
        );
        $client = $this->client(['access_token' => 'at_old', 'refresh_token' => 'rt_old00000000000000000']);
        $copy = $client->withOptions(['max_retries' => 1]);
        $copy->orders->list();
        $client->orders->list();
        $paths = array_map(static function ($r): string {
            return $r->getUri()->getPath();
        }, $this->http->requests);
        $orders = '/api/user/orders';
        self::assertSame([$orders, '/api/auth/unified_login', $orders, $orders], $paths, 'one renewal');
        self::assertSame('Bearer at_new', $this->http->requests[3]->getHeaderLine('Authorization'));
        self::assertSame('rt_new00000000000000000', $client->getRefreshToken());
    }

    public function testACopyGivenAnotherHttpClientUsesItAndOnlyIt(): void
    {
        $other = new MemoryClient();
        $other->queue(MemoryClient::json(200, ['items' => []]));
        $this->http->queue(MemoryClient::json(200, ['items' => []]));
        $client = $this->client();
        $client->withOptions(['http_client' => $other])->ai->listModels();
        $client->ai->listModels();
        self::assertCount(1, $other->requests);
        self::assertCount(1, $this->http->requests);
    }

    public function testGivenTokensTheCopyHasASessionOfItsOwn(): void
    {
        $client = $this->client(['access_token' => 'at_a']);
        $other = $client->withOptions(['access_token' => 'at_b']);
        $other->setSession('at_c', 'rt_c');
        self::assertSame('at_a', $client->getAccessToken());
        self::assertSame('at_c', $other->getAccessToken());
    }

    public function testAnInvalidOptionOfTheCopyIsRefused(): void
    {
        $client = $this->client();
        foreach ([['nope' => 1], ['max_retries' => -1], ['base_url' => 'ftp://x']] as $options) {
            try {
                $client->withOptions($options);
                self::fail('no exception for ' . json_encode($options));
            } catch (InvalidArgumentException $e) {
                self::assertSame((string) array_key_first($options), $e->getParam());
            }
        }
    }

    public function testTheApiKeyOfOneCallAndOnlyWhereTheOperationTakesIt(): void
    {
        $wav = new Response(200, ['Content-Type' => 'audio/wav'], 'RIFF');
        $this->http->queue($wav, new Response(200, ['Content-Type' => 'audio/wav'], 'RIFF'));
        $client = $this->client(['api_key' => 'sk_client']);
        $client->generation->createSpeech(['input' => 'Hi'], ['api_key' => 'sk_call']);
        $client->generation->createSpeech(['input' => 'Hi']);
        self::assertSame('Bearer sk_call', $this->http->requests[0]->getHeaderLine('Authorization'));
        self::assertSame('Bearer sk_client', $this->http->requests[1]->getHeaderLine('Authorization'));
        try {
            $client->orders->list([], ['api_key' => 'sk_call']);
            self::fail('no exception');
        } catch (InvalidArgumentException $e) {
            self::assertSame('api_key', $e->getParam());
            self::assertStringContainsString('listOrders', $e->getMessage());
        }
        self::assertCount(2, $this->http->requests, 'nothing sent');
    }

    public function testAKeyOnAnOperationWithoutTheHeaderIsRefusedByTheRule(): void
    {
        self::assertSame('refuse', Constants::IDEMPOTENCY_ELSEWHERE);
        try {
            $this->client()->orders->list([], ['idempotency_key' => 'k-1']);
            self::fail('no exception');
        } catch (InvalidArgumentException $e) {
            self::assertSame('idempotency_key', $e->getParam());
            self::assertStringContainsString(Constants::IDEMPOTENCY_HEADER, $e->getMessage());
        }
        self::assertSame([], $this->http->requests);
    }
}
