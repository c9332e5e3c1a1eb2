<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Support;

use Orbit\Sdk\Client;
use Orbit\Sdk\Generated\Constants;
use PHPUnit\Framework\TestCase;

/**
 * A client wired to an in-memory PSR-18 client and an injected clock (no real waits), with the ORBIT_*
 * environment cleared for the test and restored after it.
 */
abstract class ClientTestCase extends TestCase
{
    protected MemoryClient $http;
    protected Clock $clock;
    /** @var array<string, string|false> */
    private array $savedEnv = [];

    protected function setUp(): void
    {
        $this->http = new MemoryClient();
        $this->clock = new Clock();
        foreach (self::envNames() as $name) {
            $this->savedEnv[$name] = getenv($name);
            putenv($name);
        }
    }

    protected function tearDown(): void
    {
        foreach ($this->savedEnv as $name => $value) {
            putenv($value === false ? $name : "$name=$value");
        }
    }

    /** @param array<string, mixed> $options */
    protected function client(array $options = []): Client
    {
        return new Client($options + [
            'base_url' => 'https://api.test',
            'http_client' => $this->http,
            'access_token' => 'at_test',
            'api_key' => 'sk_test',
        ] + $this->clock->options());
    }

    /** @return list<string> */
    protected static function envNames(): array
    {
        return [
            Constants::ENV_BASE_URL,
            Constants::ENV_ACCESS_TOKEN,
            Constants::ENV_API_KEY,
            Constants::ENV_TIMEOUT,
            Constants::ENV_MAX_RETRIES,
            Constants::ENV_LOG,
        ];
    }

    /** @return array<string, mixed> an order as the service answers it */
    protected static function order(string $status = 'pending', array $extra = []): array
    {
        return $extra + [
            'order_no' => 'ORD20260526083000K7Q2M9XA',
            'status' => $status,
            'package' => ['id' => 'pkg_vip30d00000001', 'type' => 'membership', 'name' => 'VIP 30 days'],
            'amount' => ['amount' => 2990, 'currency' => 'CNY'],
            'provider' => 'chatpay',
            'created_at' => '2026-05-26T08:30:00Z',
            'updated_at' => '2026-05-26T08:30:00Z',
            'expires_at' => '2026-05-26T09:00:00Z',
        ];
    }

    /** @return array<string, mixed> a login's answer with these tokens */
    protected static function authSession(string $access, string $refresh): array
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

    /** @return array<string, mixed> */
    protected static function orderList(array $items, int $page = 1, bool $more = false): array
    {
        return ['items' => $items, 'page' => $page, 'limit' => 20, 'total' => count($items), 'has_more' => $more];
    }
}
