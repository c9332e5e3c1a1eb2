<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use Orbit\Sdk\Exception\AuthenticationException;
use Orbit\Sdk\Exception\BadRequestException;
use Orbit\Sdk\Generated\Constants;
use Orbit\Sdk\Models\AuthSession;
use Orbit\Sdk\Tests\Support\ClientTestCase;
use Orbit\Sdk\Tests\Support\MemoryClient;

/**
 * Sessions: a login stores its tokens and calls on_session; a login-token operation answering the rules'
 * status renews the session once with the rules' renewal body and replays the call once; a failed
 * renewal raises the original AuthenticationException.
 */
final class SessionTest extends ClientTestCase
{
    /** @return array<string, mixed> */
    private static function session(string $access, string $refresh): array
    {
        return [
            'access_token' => $access,
            'token_type' => 'Bearer',
            'expires_in' => 7200,
            'expires_at' => '2026-05-26T10:30:00Z',
            'refresh_token' => $refresh,
            'refresh_expires_in' => 2592000,
            'user' => [
                'id' => 'usr_DEMO000000000001',
                'membership' => ['active' => false, 'level' => 'free'],
                'credits' => 1000,
                'balance' => ['amount' => 11000, 'currency' => 'CNY'],
                'invite_code' => 'DEMO2026',
                'created_at' => '2026-01-01T00:00:00Z',
            ],
        ];
    }

    private static function expired(): \Psr\Http\Message\ResponseInterface
    {
        return MemoryClient::error(Constants::SESSION_REFRESH_ON_STATUS, 'authentication_error', 'token_expired');
    }

    public function testALoginStoresTheSessionAndCallsTheHook(): void
    {
        $seen = [];
        $this->http->queue(MemoryClient::json(200, self::session('at_new', 'rt_new0000000000000000')));
        $hook = static function (AuthSession $s) use (&$seen): void {
            $seen[] = $s->access_token;
        };
        $client = $this->client(['access_token' => null, 'on_session' => $hook]);
        $session = $client->auth->userLogin(['account' => '+8613800138000', 'password' => 'orbit-demo-2026']);
        self::assertSame('DEMO2026', $session->user->invite_code);
        self::assertSame('at_new', $client->getAccessToken());
        self::assertSame('rt_new0000000000000000', $client->getRefreshToken());
        self::assertSame(['at_new'], $seen);
        self::assertFalse($this->http->requests[0]->hasHeader('Authorization'), 'a public operation: no credential');
    }

    public function testA401RenewsOnceAndReplays(): void
    {
        $this->http->queue(
            self::expired(),
            MemoryClient::json(200, self::session('at_fresh', 'rt_fresh000000000000000')),
            MemoryClient::json(200, self::orderList([]))
        );
        $client = $this->client(['access_token' => 'at_old', 'refresh_token' => 'rt_old00000000000000000']);
        $client->orders->list();
        [$first, $renewal, $replay] = $this->http->requests;
        self::assertSame('Bearer at_old', $first->getHeaderLine('Authorization'));
        self::assertSame('/api/auth/unified_login', $renewal->getUri()->getPath());
        $expected = [];
        foreach (Constants::SESSION_REFRESH_BODY as $name => $value) {
            $expected[$name] = str_replace('{refresh_token}', 'rt_old00000000000000000', $value);
        }
        self::assertSame($expected, json_decode((string) $renewal->getBody(), true));
        self::assertSame('Bearer at_fresh', $replay->getHeaderLine('Authorization'));
        self::assertSame('at_fresh', $client->getAccessToken());
        self::assertSame([], $this->clock->waits, 'the replay is not a retry: no wait');
    }

    /**
     * PHP's form of the concurrent renewal (README, Concurrency): 20 calls in turn on one client whose
     * login token expired renew the session once; every call after the first is sent with the new token.
     */
    public function testManyCallsAfterTheTokenExpiredRenewTheSessionOnce(): void
    {
        $answers = [self::expired(), MemoryClient::json(200, self::session('at_fresh', 'rt_fresh000000000000000'))];
        for ($i = 0; $i < 20; $i++) {
            $answers[] = MemoryClient::json(200, self::orderList([]));
        }
        $this->http->queue(...$answers);
        $client = $this->client(['access_token' => 'at_old', 'refresh_token' => 'rt_old00000000000000000']);
        for ($i = 0; $i < 20; $i++) {
            $client->orders->list();
        }
        $sent = array_map(static function ($request): string {
            return $request->getUri()->getPath() . ' ' . $request->getHeaderLine('Authorization');
        }, $this->http->requests);
        $expected = array_merge(
            ['/api/user/orders Bearer at_old', '/api/auth/unified_login '],
            array_fill(0, 20, '/api/user/orders Bearer at_fresh')
        );
        self::assertSame($expected, $sent);
    }

    public function testOnlyOnceThenTheAuthenticationErrorIsRaised(): void
    {
        $renewed = MemoryClient::json(200, self::session('at_fresh', 'rt_fresh000000000000000'));
        $this->http->queue(self::expired(), $renewed, self::expired());
        $client = $this->client(['refresh_token' => 'rt_old00000000000000000']);
        $this->expectException(AuthenticationException::class);
        try {
            $client->orders->list();
        } finally {
            self::assertCount(3, $this->http->requests);
        }
    }

    public function testAFailedRenewalRaisesTheOriginalError(): void
    {
        $this->http->queue(self::expired(), MemoryClient::error(401, 'authentication_error', 'refresh_token_reused'));
        $client = $this->client(['refresh_token' => 'rt_old00000000000000000']);
        try {
            $client->orders->list();
            self::fail('no exception');
        } catch (AuthenticationException $e) {
            self::assertSame('token_expired', $e->getErrorCode());
            self::assertInstanceOf(AuthenticationException::class, $e->getPrevious());
            self::assertSame('refresh_token_reused', $e->getPrevious()->getErrorCode());
        }
        self::assertCount(2, $this->http->requests);
    }

    public function testNoRenewalWithoutARefreshTokenOrWithAutoRefreshOffOrOnOtherOperations(): void
    {
        $badKey = MemoryClient::error(401, 'authentication_error', 'invalid_api_key');
        $this->http->queue(self::expired(), self::expired(), $badKey);
        $off = $this->client(['refresh_token' => 'rt_old00000000000000000', 'auto_refresh' => false]);
        foreach ([$this->client(), $off] as $client) {
            try {
                $client->orders->list();
                self::fail('no exception');
            } catch (AuthenticationException $e) {
                self::assertSame('token_expired', $e->getErrorCode());
            }
        }
        try {
            $this->client(['refresh_token' => 'rt_old00000000000000000'])->generation->createImage(['prompt' => 'tea']);
            self::fail('no exception');
        } catch (AuthenticationException $e) {
            self::assertSame('invalid_api_key', $e->getErrorCode(), 'API-key operations are not renewed');
        }
        self::assertCount(3, $this->http->requests);
    }

    public function testCredentialsGoOnlyWhereTheContractSaysAndCanBeOverridden(): void
    {
        $this->http->queue(
            MemoryClient::json(200, ['items' => []]),
            MemoryClient::json(200, self::orderList([])),
            MemoryClient::error(400, 'invalid_request_error', 'x'),
            MemoryClient::json(200, self::orderList([]))
        );
        $client = $this->client(['access_token' => 'at_user', 'api_key' => 'sk_key']);
        $client->packages->list();
        $client->orders->list();
        try {
            $client->generation->createImage(['prompt' => 'tea']);
        } catch (BadRequestException $e) {
        }
        $client->orders->list([], ['headers' => ['Authorization' => 'Bearer at_mine']]);
        $auth = array_map(static function ($r): string {
            return $r->getHeaderLine('Authorization');
        }, $this->http->requests);
        self::assertSame(['', 'Bearer at_user', 'Bearer sk_key', 'Bearer at_mine'], $auth);
        $client->clearSession();
        self::assertNull($client->getAccessToken());
    }
}
