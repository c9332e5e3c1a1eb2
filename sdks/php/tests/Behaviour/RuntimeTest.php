<?php
/**
 * The client runtime against a local test double (tests/Support/fault_server.php on a free
 * 127.0.0.1 port) that answers what each test queues: 429/503 with Retry-After, delays past the
 * timeout, dropped connections, streamed chunks, audio bytes. Each test fails without its
 * behaviour (the assertions count requests, compare headers across retries, measure delays).
 */

namespace Orbit\Sdk\Test\Behaviour;

use Orbit\Sdk\Exception\ApiStatusException;
use Orbit\Sdk\Exception\AuthenticationException;
use Orbit\Sdk\Exception\BadRequestException;
use Orbit\Sdk\Exception\ConflictException;
use Orbit\Sdk\Exception\ConnectionException;
use Orbit\Sdk\Exception\NotFoundException;
use Orbit\Sdk\Exception\OrbitException;
use Orbit\Sdk\Exception\PaymentRequiredException;
use Orbit\Sdk\Exception\PermissionDeniedException;
use Orbit\Sdk\Exception\RateLimitException;
use Orbit\Sdk\Exception\ServerException;
use Orbit\Sdk\Exception\TimeoutException;
use Orbit\Sdk\Model;
use Orbit\Sdk\OrbitClient;
use Orbit\Sdk\Runtime\BinaryResponse;
use Orbit\Sdk\Test\Support\FaultServer;
use PHPUnit\Framework\TestCase;

final class RuntimeTest extends TestCase
{
    private const MODELS = ['items' => [['id' => 'orbit-chat-1', 'name' => 'Orbit Chat 1', 'type' => 'chat', 'owned_by' => 'orbit', 'available' => true]]];
    private const SESSION_NEW = [
        'access_token' => 'at_NEWnewNEWnew0000000001', 'token_type' => 'Bearer', 'expires_in' => 7200,
        'expires_at' => '2026-05-26T10:30:00Z', 'refresh_token' => 'rt_NEWnewNEWnew0000000001', 'refresh_expires_in' => 2592000,
        'user' => ['id' => 'usr_4K6M8P0R2T4V6X8Z', 'membership' => ['active' => false, 'level' => 'free'], 'credits' => 0,
            'balance' => ['amount' => 0, 'currency' => 'CNY'], 'invite_code' => 'K7Q2M9XA', 'created_at' => '2026-05-01T00:00:00Z'],
    ];

    /** @var FaultServer */
    private static $server;

    private const ENV = ['ORBIT_BASE_URL', 'ORBIT_ACCESS_TOKEN', 'ORBIT_API_KEY', 'ORBIT_TIMEOUT', 'ORBIT_MAX_RETRIES'];

    /** @var array<string, string|false> the environment before these tests (the mock tests need it back) */
    private static $savedEnv = [];

    public static function setUpBeforeClass(): void
    {
        self::$server = new FaultServer();
        foreach (self::ENV as $name) {
            self::$savedEnv[$name] = getenv($name);
        }
    }

    public static function tearDownAfterClass(): void
    {
        self::$server->stop();
    }

    protected function setUp(): void
    {
        self::$server->reset();
        foreach (self::ENV as $name) {
            putenv($name);
        }
    }

    protected function tearDown(): void
    {
        foreach (self::$savedEnv as $name => $value) {
            putenv($value === false ? $name : "$name=$value");
        }
    }

    /** @param array<string, mixed> $options */
    private function client(array $options = []): OrbitClient
    {
        return new OrbitClient($options + [
            'base_url' => self::$server->url,
            'access_token' => 'at_OLDoldOLDold0000000001',
            'refresh_token' => 'rt_OLDoldOLDold0000000001',
            'api_key' => 'sk_test_KEYkeyKEYkeyKEYkeyKEYkeyKEYkey00',
            'initial_retry_delay' => 0.01,
            'max_retry_delay' => 0.05,
            'timeout' => 5,
        ]);
    }

    private static function order(string $no): array
    {
        return ['order_no' => $no, 'status' => 'completed', 'package' => ['id' => 'pkg_vip30d00000001', 'type' => 'membership', 'name' => 'VIP 30 days'],
            'amount' => ['amount' => 2990, 'currency' => 'CNY'], 'provider' => 'chatpay', 'created_at' => '2026-05-26T08:30:00Z',
            'updated_at' => '2026-05-26T08:31:00Z', 'expires_at' => '2026-05-26T09:00:00Z'];
    }

    private static function error(int $status, string $type, string $code, array $headers = []): array
    {
        return ['status' => $status, 'headers' => $headers + ['X-Request-Id' => 'req_ERR' . $status . 'abcdefgh'],
            'body' => ['error' => ['type' => $type, 'code' => $code, 'message' => "failed with $code", 'param' => 'order_no', 'request_id' => 'req_ERR' . $status . 'abcdefgh']]];
    }

    // ------------------------------------------------------------------ retries

    public function testRetries503And429ThenSucceeds(): void
    {
        self::$server->enqueue([
            self::error(503, 'api_error', 'service_unavailable', ['Retry-After' => '0']),
            self::error(429, 'rate_limit_error', 'rate_limited', ['Retry-After' => '0']),
            ['status' => 200, 'body' => self::MODELS, 'headers' => ['X-Request-Id' => 'req_OKAY00000001']],
        ]);
        $models = $this->client()->ai->listModels();
        self::assertSame('orbit-chat-1', $models->getItems()[0]->getId());
        self::assertCount(3, self::$server->requests());
        self::assertSame(3, $models->getLastResponse()->getAttempts());
        self::assertSame('req_OKAY00000001', $models->getLastResponse()->getRequestId());
    }

    public function testRetryCountDefaultsToTwoAndIsConfigurable(): void
    {
        $errors = array_fill(0, 4, self::error(500, 'api_error', 'internal_error', ['Retry-After' => '0']));
        self::$server->enqueue($errors);
        try {
            $this->client()->ai->listModels();
            self::fail('expected a ServerException');
        } catch (ServerException $e) {
            self::assertSame(500, $e->getStatusCode());
        }
        self::assertCount(3, self::$server->requests(), 'default: 1 attempt + 2 retries');

        foreach ([[4, 5], [0, 1]] as [$maxRetries, $expected]) {
            self::$server->reset();
            self::$server->enqueue(array_fill(0, $expected, self::error(503, 'api_error', 'service_unavailable', ['Retry-After' => '0'])));
            try {
                $this->client(['max_retries' => $maxRetries])->ai->listModels();
                self::fail('expected a ServerException');
            } catch (ServerException $e) {
                self::assertSame(503, $e->getStatusCode());
            }
            self::assertCount($expected, self::$server->requests(), "max_retries $maxRetries");
        }

        // Per request, and from ORBIT_MAX_RETRIES.
        self::$server->reset();
        self::$server->enqueue(array_fill(0, 2, self::error(503, 'api_error', 'service_unavailable', ['Retry-After' => '0'])));
        putenv('ORBIT_MAX_RETRIES=5');
        $client = new OrbitClient(['base_url' => self::$server->url, 'initial_retry_delay' => 0.01]);
        try {
            $client->ai->listModels([], ['max_retries' => 1]);
            self::fail('expected a ServerException');
        } catch (ServerException $e) {
            self::assertCount(2, self::$server->requests(), 'per-request max_retries 1');
        }
        self::assertSame(5, $client->getSetting('max_retries'));
    }

    public function testNotRetriedOnOtherClientErrors(): void
    {
        self::$server->enqueue([self::error(400, 'invalid_request_error', 'invalid_parameter'), ['status' => 200, 'body' => self::MODELS]]);
        $this->expectException(BadRequestException::class);
        try {
            $this->client()->ai->listModels();
        } finally {
            self::assertCount(1, self::$server->requests());
        }
    }

    public function testBackoffHonoursRetryAfter(): void
    {
        self::$server->enqueue([
            self::error(429, 'rate_limit_error', 'rate_limited', ['Retry-After' => '1']),
            ['status' => 200, 'body' => self::MODELS],
        ]);
        $this->client()->ai->listModels();
        [$first, $second] = self::$server->requests();
        $gap = $second['time'] - $first['time'];
        self::assertGreaterThanOrEqual(0.95, $gap, 'waited the Retry-After second (the backoff alone is <= 0.05 s here)');
        self::assertLessThan(2.5, $gap);
    }

    public function testExponentialBackoffWithJitterWithoutRetryAfter(): void
    {
        self::$server->enqueue([
            self::error(500, 'api_error', 'internal_error'),
            self::error(502, 'api_error', 'internal_error'),
            self::error(503, 'api_error', 'service_unavailable'),
            ['status' => 200, 'body' => self::MODELS],
        ]);
        $this->client(['initial_retry_delay' => 0.2, 'max_retry_delay' => 10, 'max_retries' => 3])->ai->listModels();
        $times = array_column(self::$server->requests(), 'time');
        self::assertCount(4, $times);
        $gaps = [$times[1] - $times[0], $times[2] - $times[1], $times[3] - $times[2]];
        // 0.2, 0.4, 0.8 s, each reduced by up to 25 % jitter.
        self::assertGreaterThanOrEqual(0.14, $gaps[0]);
        self::assertGreaterThanOrEqual(0.29, $gaps[1]);
        self::assertGreaterThanOrEqual(0.59, $gaps[2]);
        self::assertGreaterThan($gaps[0], $gaps[1]);
        self::assertGreaterThan($gaps[1], $gaps[2]);
    }

    public function testConnectionErrorsAreRetriedThenTyped(): void
    {
        self::$server->enqueue([['drop' => true], ['drop' => true], ['status' => 200, 'body' => self::MODELS]]);
        self::assertSame('orbit-chat-1', $this->client()->ai->listModels()->getItems()[0]->getId());
        self::assertCount(3, self::$server->requests());

        self::$server->reset();
        self::$server->enqueue([['drop' => true], ['drop' => true], ['drop' => true]]);
        try {
            $this->client()->ai->listModels();
            self::fail('expected a ConnectionException');
        } catch (ConnectionException $e) {
            self::assertNotInstanceOf(TimeoutException::class, $e);
            self::assertSame(0, $e->getStatusCode());
            self::assertNull($e->getResponse());
        }
        self::assertCount(3, self::$server->requests());

        // Nothing listening at all.
        $this->expectException(ConnectionException::class);
        (new OrbitClient(['base_url' => 'http://127.0.0.1:9', 'max_retries' => 0]))->ai->listModels();
    }

    // ------------------------------------------------------------------ idempotency

    public function testIdempotencyKeyIsKeptAcrossRetriesAndFreshPerCall(): void
    {
        $created = ['order' => self::order('ORD20260526083000K7Q2M9XA')];
        self::$server->enqueue([
            self::error(500, 'api_error', 'internal_error'),
            ['drop' => true],
            ['status' => 201, 'body' => $created],
            ['status' => 201, 'body' => $created],
        ]);
        $client = $this->client();
        $payment = $client->payments->create(['package_id' => 'pkg_vip30d00000001', 'provider' => 'chatpay']);
        self::assertSame('ORD20260526083000K7Q2M9XA', $payment->getOrder()->getOrderNo());
        $client->payments->create(['package_id' => 'pkg_vip30d00000001', 'provider' => 'chatpay']);

        $keys = array_map(static function (array $r) { return $r['headers']['idempotency-key'] ?? null; }, self::$server->requests());
        self::assertCount(4, $keys);
        self::assertMatchesRegularExpression('/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/', (string) $keys[0]);
        self::assertSame($keys[0], $keys[1], 'same key on the first retry');
        self::assertSame($keys[0], $keys[2], 'same key on the second retry');
        self::assertNotSame($keys[0], $keys[3], 'a new call gets a new key');
    }

    public function testIdempotencyKeyOnEveryMoneyMovingOperationOnly(): void
    {
        $withdrawal = ['id' => 'wd_5J7L9N1Q3S5U7W9Y', 'amount' => ['amount' => 1000, 'currency' => 'CNY'], 'method' => 'payapp',
            'account' => 'user@example.com', 'status' => 'pending', 'created_at' => '2026-05-27T09:00:00Z'];
        $deducted = ['id' => 'ded_8E0G2J4L6N8Q0S2U', 'amount' => ['amount' => 150, 'currency' => 'CNY'],
            'balance' => ['amount' => 10850, 'currency' => 'CNY'], 'reason' => 'Image upscale', 'created_at' => '2026-05-26T11:05:00Z'];
        self::$server->enqueue([
            ['status' => 201, 'body' => $withdrawal],
            ['status' => 200, 'body' => $deducted],
            ['status' => 200, 'body' => ['action' => 'cancel', 'deleted' => false, 'order' => self::order('ORD20260526083000K7Q2M9XA')]],
            ['status' => 200, 'body' => $deducted],
        ]);
        $client = $this->client();
        $client->distribution->applyWithdrawal(['amount' => ['amount' => 1000, 'currency' => 'CNY'], 'method' => 'payapp', 'account' => 'user@example.com']);
        $client->ai->deduct(['amount' => ['amount' => 150, 'currency' => 'CNY'], 'reason' => 'Image upscale']);
        $client->orders->cancel(['order_no' => 'ORD20260526083000K7Q2M9XA']);
        $client->ai->deduct(['amount' => ['amount' => 150, 'currency' => 'CNY'], 'reason' => 'Image upscale'], ['idempotency_key' => 'job-42-charge']);
        $requests = self::$server->requests();
        self::assertSame('action=withdraw_apply', $requests[0]['query']);
        self::assertArrayHasKey('idempotency-key', $requests[0]['headers']);
        self::assertArrayHasKey('idempotency-key', $requests[1]['headers']);
        self::assertArrayNotHasKey('idempotency-key', $requests[2]['headers']);
        self::assertSame('job-42-charge', $requests[3]['headers']['idempotency-key']);
    }

    public function testMoneyMovingCallWithoutKeyIsNeverRetried(): void
    {
        self::$server->enqueue([self::error(503, 'api_error', 'service_unavailable', ['Retry-After' => '0']), ['status' => 201, 'body' => ['order' => self::order('ORD20260526083000K7Q2M9XA')]]]);
        try {
            $this->client()->payments->create(['package_id' => 'pkg_vip30d00000001', 'provider' => 'chatpay'], ['idempotency_key' => false]);
            self::fail('expected a ServerException');
        } catch (ServerException $e) {
            self::assertSame(503, $e->getStatusCode());
        }
        $requests = self::$server->requests();
        self::assertCount(1, $requests);
        self::assertArrayNotHasKey('idempotency-key', $requests[0]['headers']);
    }

    // ------------------------------------------------------------------ timeouts

    public function testTimeoutSurfacesAsItsOwnError(): void
    {
        self::$server->enqueue([['delay' => 1.5, 'status' => 200, 'body' => self::MODELS]]);
        $started = microtime(true);
        try {
            $this->client(['timeout' => 0.3, 'max_retries' => 0])->ai->listModels();
            self::fail('expected a TimeoutException');
        } catch (TimeoutException $e) {
            self::assertInstanceOf(ConnectionException::class, $e);
            self::assertSame('timeout', $e->getErrorCode());
        }
        self::assertLessThan(1.2, microtime(true) - $started, 'gave up at the timeout, not when the server answered');
    }

    public function testTimeoutIsRetriedAndPerRequestTimeoutOverrides(): void
    {
        self::$server->enqueue([['delay' => 1.5, 'status' => 200, 'body' => self::MODELS], ['status' => 200, 'body' => self::MODELS]]);
        $client = $this->client(['timeout' => 0.3, 'max_retries' => 1]);
        self::assertSame(2, $client->ai->listModels()->getLastResponse()->getAttempts());

        self::$server->reset();
        self::$server->enqueue([['delay' => 0.6, 'status' => 200, 'body' => self::MODELS]]);
        $models = $client->ai->listModels([], ['timeout' => 3, 'max_retries' => 0]);
        self::assertSame(1, $models->getLastResponse()->getAttempts(), 'the per-request timeout let the slow answer through');

        putenv('ORBIT_TIMEOUT=0.25');
        self::$server->reset();
        self::$server->enqueue([['delay' => 1.5, 'status' => 200, 'body' => self::MODELS]]);
        $this->expectException(TimeoutException::class);
        (new OrbitClient(['base_url' => self::$server->url, 'max_retries' => 0]))->ai->listModels();
    }

    // ------------------------------------------------------------------ auth

    public function testLoginHelpersStoreTokensAndCredentialsGoWhereTheContractSays(): void
    {
        self::$server->enqueue([
            ['status' => 200, 'body' => self::SESSION_NEW],
            ['status' => 200, 'body' => ['items' => [], 'page' => 1, 'limit' => 20, 'total' => 0, 'has_more' => false]],
            ['status' => 200, 'body' => ['id' => 'cmpl_9G1J3L5N7Q9S1U3W', 'object' => 'chat.completion', 'model' => 'orbit-chat-1', 'created_at' => '2026-05-26T12:00:00Z',
                'choices' => [['index' => 0, 'message' => ['role' => 'assistant', 'content' => 'Hi'], 'finish_reason' => 'stop']],
                'usage' => ['prompt_tokens' => 1, 'completion_tokens' => 1, 'total_tokens' => 2]]],
            ['status' => 200, 'body' => self::MODELS],
            ['status' => 200, 'body' => self::SESSION_NEW],
            ['status' => 200, 'body' => self::SESSION_NEW],
        ]);
        $client = new OrbitClient(['base_url' => self::$server->url, 'api_key' => 'sk_test_KEYkeyKEYkeyKEYkeyKEYkeyKEYkey00']);
        $session = $client->loginWithSmsCode('+8613800138000', '123456');
        self::assertSame('at_NEWnewNEWnew0000000001', $client->getAccessToken());
        self::assertSame('rt_NEWnewNEWnew0000000001', $client->getRefreshToken());
        self::assertSame($session, $client->getSession());
        $client->orders->list();
        $client->generation->createChatCompletion(['prompt' => 'Hi']);
        $client->ai->listModels();
        $client->loginWithPassword('+8613800138000', 'correct horse battery');
        $client->loginWithMiniapp('0a3Xk8Ga1s2bQz0mN7pL9rT4vW6yB2cD');

        $r = self::$server->requests();
        self::assertSame('/api/auth/unified_login', $r[0]['path']);
        self::assertSame(['mode' => 'sms', 'phone' => '+8613800138000', 'code' => '123456'], json_decode($r[0]['body'], true));
        self::assertArrayNotHasKey('authorization', $r[0]['headers'], 'public operation: no credential');
        self::assertSame('Bearer at_NEWnewNEWnew0000000001', $r[1]['headers']['authorization'], 'login token on /api/user/*');
        self::assertSame('Bearer sk_test_KEYkeyKEYkeyKEYkeyKEYkeyKEYkey00', $r[2]['headers']['authorization'], 'API key on /api/v1/*');
        self::assertArrayNotHasKey('authorization', $r[3]['headers']);
        self::assertSame(['mode' => 'password', 'phone' => '+8613800138000', 'password' => 'correct horse battery'], json_decode($r[4]['body'], true));
        self::assertSame('/api/auth/miniapp_login', $r[5]['path']);
        self::assertSame(['code' => '0a3Xk8Ga1s2bQz0mN7pL9rT4vW6yB2cD'], json_decode($r[5]['body'], true));
    }

    public function testRefreshAndReplayOnce(): void
    {
        self::$server->enqueue([
            self::error(401, 'authentication_error', 'token_expired'),
            ['status' => 200, 'body' => self::SESSION_NEW],
            ['status' => 200, 'body' => ['items' => [self::order('ORD20260526083000K7Q2M9XA')], 'page' => 1, 'limit' => 20, 'total' => 1, 'has_more' => false]],
        ]);
        $client = $this->client();
        $orders = $client->orders->list();
        self::assertSame('ORD20260526083000K7Q2M9XA', $orders->getItems()[0]->getOrderNo());
        $r = self::$server->requests();
        self::assertCount(3, $r);
        self::assertSame('Bearer at_OLDoldOLDold0000000001', $r[0]['headers']['authorization']);
        self::assertSame('/api/auth/unified_login', $r[1]['path']);
        self::assertSame(['mode' => 'refresh', 'refresh_token' => 'rt_OLDoldOLDold0000000001'], json_decode($r[1]['body'], true));
        self::assertArrayNotHasKey('authorization', $r[1]['headers']);
        self::assertSame('/api/user/orders', $r[2]['path']);
        self::assertSame('Bearer at_NEWnewNEWnew0000000001', $r[2]['headers']['authorization']);
        self::assertSame('at_NEWnewNEWnew0000000001', $client->getAccessToken());
        self::assertSame('rt_NEWnewNEWnew0000000001', $client->getRefreshToken());

        // Only once: a second 401 after the replay is the caller's.
        self::$server->reset();
        self::$server->enqueue([
            self::error(401, 'authentication_error', 'token_expired'),
            ['status' => 200, 'body' => self::SESSION_NEW],
            self::error(401, 'authentication_error', 'invalid_token'),
            ['status' => 200, 'body' => self::SESSION_NEW],
        ]);
        try {
            $client->orders->list();
            self::fail('expected an AuthenticationException');
        } catch (AuthenticationException $e) {
            self::assertSame('invalid_token', $e->getErrorCode());
        }
        self::assertCount(3, self::$server->requests());
    }

    public function testRefreshCanBeTurnedOffAndIsNotUsedForApiKeys(): void
    {
        self::$server->enqueue([self::error(401, 'authentication_error', 'token_expired'), ['status' => 200, 'body' => self::SESSION_NEW]]);
        try {
            $this->client(['auto_refresh' => false])->orders->list();
            self::fail('expected an AuthenticationException');
        } catch (AuthenticationException $e) {
            self::assertSame('token_expired', $e->getErrorCode());
        }
        self::assertCount(1, self::$server->requests());

        self::$server->reset();
        self::$server->enqueue([self::error(401, 'authentication_error', 'token_expired'), ['status' => 200, 'body' => self::SESSION_NEW]]);
        try {
            $this->client()->orders->list([], ['auto_refresh' => false]);
            self::fail('expected an AuthenticationException');
        } catch (AuthenticationException $e) {
            self::assertCount(1, self::$server->requests(), 'per-request auto_refresh false');
        }

        self::$server->reset();
        self::$server->enqueue([self::error(401, 'authentication_error', 'invalid_token'), ['status' => 200, 'body' => self::SESSION_NEW]]);
        try {
            $this->client()->generation->createImage(['prompt' => 'tea']);
            self::fail('expected an AuthenticationException');
        } catch (AuthenticationException $e) {
            self::assertCount(1, self::$server->requests(), 'an API-key call never refreshes the login');
        }
    }

    // ------------------------------------------------------------------ errors

    /** @return array<string, array{0: int, 1: string, 2: string, 3: class-string}> */
    public function errorKinds(): array
    {
        return [
            'bad request' => [400, 'invalid_request_error', 'invalid_parameter', BadRequestException::class],
            'authentication' => [401, 'authentication_error', 'invalid_token', AuthenticationException::class],
            'payment required' => [402, 'payment_required_error', 'insufficient_balance', PaymentRequiredException::class],
            'permission' => [403, 'permission_error', 'developer_required', PermissionDeniedException::class],
            'not found' => [404, 'not_found_error', 'order_not_found', NotFoundException::class],
            'conflict' => [409, 'conflict_error', 'order_not_deletable', ConflictException::class],
            'rate limited' => [429, 'rate_limit_error', 'rate_limited', RateLimitException::class],
            'server' => [500, 'api_error', 'internal_error', ServerException::class],
            'unavailable' => [503, 'api_error', 'service_unavailable', ServerException::class],
            'other status' => [422, 'invalid_request_error', 'unprocessable', ApiStatusException::class],
        ];
    }

    /**
     * @dataProvider errorKinds
     * @param class-string $class
     */
    public function testTypedErrors(int $status, string $type, string $code, string $class): void
    {
        $step = self::error($status, $type, $code, ['Retry-After' => '7']);
        self::$server->enqueue([$step]);
        try {
            $this->client(['max_retries' => 0, 'auto_refresh' => false])->orders->delete(['order_no' => 'ORD20260526083000K7Q2M9XA']);
            self::fail("expected $class");
        } catch (OrbitException $e) {
            self::assertSame($class, get_class($e));
            self::assertInstanceOf(ApiStatusException::class, $e);
            self::assertInstanceOf(\Orbit\Sdk\ApiException::class, $e, 'still the generated ApiException');
            self::assertSame($status, $e->getStatusCode());
            self::assertSame($status, $e->getCode());
            self::assertSame($type, $e->getErrorType());
            self::assertSame($code, $e->getErrorCode());
            self::assertSame("failed with $code", $e->getMessage());
            self::assertSame('order_no', $e->getParam());
            self::assertSame("req_ERR{$status}abcdefgh", $e->getRequestId());
            self::assertSame($status, $e->getResponse()->getStatusCode());
            self::assertSame(json_encode($step['body']), $e->getResponseBody());
            self::assertInstanceOf(Model\Error::class, $e->getResponseObject());
            if ($e instanceof RateLimitException) {
                self::assertSame(7.0, $e->getRetryAfter());
            }
        }
    }

    public function testInvalidParamsAreRefusedBeforeSending(): void
    {
        $client = $this->client();
        foreach ([
            static function () use ($client) { $client->orders->cancel(['order_nr' => 'ORD1']); },
            static function () use ($client) { $client->orders->cancel([]); },
            static function () use ($client) { $client->orders->cancel(['order_no' => 'ORD20260526083000K7Q2M9XA', 'action' => 'delete']); },
            static function () use ($client) { $client->ai->listModels(['action' => 'other']); },
            static function () use ($client) { $client->ai->listModels([], ['timeot' => 1]); },
        ] as $i => $call) {
            try {
                $call();
                self::fail("call $i should have been refused");
            } catch (\InvalidArgumentException $e) {
                self::assertNotSame('', $e->getMessage());
            }
        }
        self::assertCount(0, self::$server->requests());
    }

    // ------------------------------------------------------------------ pagination

    public function testAutoPagingWalksEveryPage(): void
    {
        self::$server->enqueue([
            ['status' => 200, 'body' => ['items' => [self::order('ORD20260526083000AAAAAAA1'), self::order('ORD20260526083000AAAAAAA2')], 'page' => 1, 'limit' => 2, 'total' => 5, 'has_more' => true]],
            ['status' => 200, 'body' => ['items' => [self::order('ORD20260526083000AAAAAAA3'), self::order('ORD20260526083000AAAAAAA4')], 'page' => 2, 'limit' => 2, 'total' => 5, 'has_more' => true]],
            ['status' => 200, 'body' => ['items' => [self::order('ORD20260526083000AAAAAAA5')], 'page' => 3, 'limit' => 2, 'total' => 5, 'has_more' => false]],
        ]);
        $numbers = [];
        foreach ($this->client()->orders->listAutoPaging(['limit' => 2, 'status' => 'completed']) as $order) {
            self::assertInstanceOf(Model\Order::class, $order);
            $numbers[] = $order->getOrderNo();
        }
        self::assertSame(['ORD20260526083000AAAAAAA1', 'ORD20260526083000AAAAAAA2', 'ORD20260526083000AAAAAAA3', 'ORD20260526083000AAAAAAA4', 'ORD20260526083000AAAAAAA5'], $numbers);
        $queries = array_column(self::$server->requests(), 'query');
        self::assertSame(['page=1&limit=2&status=completed', 'page=2&limit=2&status=completed', 'page=3&limit=2&status=completed'], $queries);
    }

    public function testAutoPagingIsLazy(): void
    {
        self::$server->enqueue([
            ['status' => 200, 'body' => ['items' => [self::order('ORD20260526083000AAAAAAA1')], 'page' => 1, 'limit' => 1, 'total' => 9, 'has_more' => true]],
            ['status' => 200, 'body' => ['items' => [self::order('ORD20260526083000AAAAAAA2')], 'page' => 2, 'limit' => 1, 'total' => 9, 'has_more' => true]],
        ]);
        foreach ($this->client()->orders->listAutoPaging(['limit' => 1]) as $order) {
            break;
        }
        self::assertCount(1, self::$server->requests(), 'the second page is only fetched when the iteration reaches it');
    }

    // ------------------------------------------------------------------ streaming and binary

    public function testStreamYieldsChunksAsTheyArrive(): void
    {
        $chunk = static function (string $content, bool $last = false): string {
            $data = ['id' => 'cmpl_9G1J3L5N7Q9S1U3W', 'object' => 'chat.completion.chunk', 'model' => 'orbit-chat-1', 'created_at' => '2026-05-26T12:00:00Z',
                'choices' => [['index' => 0, 'delta' => ['content' => $content]] + ($last ? ['finish_reason' => 'stop'] : [])]];
            return 'data: ' . json_encode($data) . "\n\n";
        };
        self::$server->enqueue([[
            'status' => 200,
            'headers' => ['Content-Type' => 'text/event-stream', 'X-Request-Id' => 'req_STREAM000001'],
            'chunks' => [
                ['data' => $chunk('Steam over')],
                ['delay' => 1.0, 'data' => $chunk(' still leaves', true)],
                ['data' => "data: [DONE]\n\n"],
            ],
        ]]);
        $started = microtime(true);
        $arrivals = [];
        $text = '';
        $stream = $this->client()->generation->createChatCompletion(['prompt' => 'haiku', 'stream' => true]);
        foreach ($stream as $c) {
            self::assertInstanceOf(Model\ChatCompletionChunk::class, $c);
            $arrivals[] = microtime(true) - $started;
            $text .= $c->getChoices()[0]->getDelta()->getContent();
        }
        self::assertSame('Steam over still leaves', $text);
        self::assertCount(2, $arrivals);
        self::assertLessThan(0.7, $arrivals[0], 'the first chunk arrived before the server sent the second');
        self::assertGreaterThanOrEqual(0.9, $arrivals[1]);
        self::assertSame('req_STREAM000001', $stream->getLastResponse()->getRequestId());
        $request = self::$server->requests()[0];
        self::assertSame('text/event-stream', $request['headers']['accept']);
        self::assertTrue(json_decode($request['body'], true)['stream']);
    }

    public function testSpeechReturnsAudioBytes(): void
    {
        $wav = 'RIFF' . pack('V', 36 + 8) . 'WAVEfmt ' . pack('VvvVVvv', 16, 1, 1, 16000, 32000, 2, 16) . 'data' . pack('V', 8) . "\x00\x01\xff\xfe\x00\x80\x7f\x00";
        self::$server->enqueue([
            ['status' => 200, 'headers' => ['Content-Type' => 'audio/wav'], 'body_base64' => base64_encode($wav)],
            ['status' => 200, 'headers' => ['Content-Type' => 'audio/wav'], 'body_base64' => base64_encode($wav)],
        ]);
        $client = $this->client();
        $audio = $client->generation->createSpeech(['input' => 'Hello there', 'voice' => 'aurora']);
        self::assertInstanceOf(BinaryResponse::class, $audio);
        self::assertSame($wav, $audio->getContent());
        self::assertSame('audio/wav', $audio->getContentType());

        $file = tempnam(sys_get_temp_dir(), 'orbit-wav');
        try {
            $written = $client->generation->createSpeech(['input' => 'Hello there'])->writeTo($file);
            self::assertSame(strlen($wav), $written);
            self::assertSame($wav, file_get_contents($file));
        } finally {
            unlink($file);
        }
        self::assertStringStartsWith('audio/wav', self::$server->requests()[0]['headers']['accept']);
    }

    public function testImagesAreDecoded(): void
    {
        $png = "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR";
        self::$server->enqueue([['status' => 200, 'body' => ['created_at' => '2026-05-26T12:05:00Z', 'model' => 'orbit-image-1', 'style' => 'watercolor',
            'data' => [['b64_json' => base64_encode($png)]]]]]);
        $images = $this->client()->generation->createImage(['prompt' => 'A teapot', 'style' => 'watercolor']);
        self::assertSame($png, $images->getData()[0]->getB64JsonBytes());
    }

    // ------------------------------------------------------------------ telemetry and configuration

    public function testUserAgentAndRequestIdOnResults(): void
    {
        self::$server->enqueue([['status' => 200, 'body' => self::MODELS, 'headers' => ['X-Request-Id' => 'req_TELEMETRY0001']]]);
        $client = $this->client();
        $models = $client->ai->listModels();
        self::assertSame('req_TELEMETRY0001', $models->getLastResponse()->getRequestId());
        self::assertSame('req_TELEMETRY0001', $client->getLastResponse()->getRequestId());
        self::assertSame(200, $models->getLastResponse()->getStatusCode());
        self::assertSame(
            'orbit-sdk-php/3.4.0 (php ' . PHP_VERSION . '; ' . strtolower(PHP_OS_FAMILY) . ')',
            self::$server->requests()[0]['headers']['user-agent']
        );
    }

    public function testConfigurationFromEnvironmentAndOverrides(): void
    {
        putenv('ORBIT_BASE_URL=' . self::$server->url);
        putenv('ORBIT_ACCESS_TOKEN=at_ENVenvENVenv0000000001');
        putenv('ORBIT_API_KEY=sk_test_ENVenvENVenvENVenvENVenvENVenv00');
        putenv('ORBIT_TIMEOUT=12.5');
        putenv('ORBIT_MAX_RETRIES=4');
        $client = new OrbitClient();
        self::assertSame(self::$server->url, $client->getBaseUrl());
        self::assertSame('at_ENVenvENVenv0000000001', $client->getAccessToken());
        self::assertSame('sk_test_ENVenvENVenvENVenvENVenvENVenv00', $client->getApiKey());
        self::assertSame(12.5, $client->getSetting('timeout'));
        self::assertSame(4, $client->getSetting('max_retries'));

        $explicit = new OrbitClient(['base_url' => 'http://127.0.0.1:1', 'timeout' => 3, 'max_retries' => 0, 'api_key' => 'sk_test_X']);
        self::assertSame('http://127.0.0.1:1', $explicit->getBaseUrl());
        self::assertSame(3.0, $explicit->getSetting('timeout'));
        self::assertSame(0, $explicit->getSetting('max_retries'));
        self::assertSame('sk_test_X', $explicit->getApiKey());

        putenv('ORBIT_BASE_URL');
        self::assertSame('https://api.orbit.example', (new OrbitClient())->getBaseUrl(), "the contract's server by default");
        putenv('ORBIT_TIMEOUT');
        putenv('ORBIT_MAX_RETRIES');
        self::assertSame(60.0, (new OrbitClient())->getSetting('timeout'), 'default timeout');
        self::assertSame(2, (new OrbitClient())->getSetting('max_retries'), 'default retries');

        // Per-request credential, base URL and headers.
        self::$server->enqueue([['status' => 200, 'body' => ['items' => [], 'page' => 1, 'limit' => 20, 'total' => 0, 'has_more' => false]]]);
        $explicit->orders->list([], ['base_url' => self::$server->url, 'access_token' => 'at_PERreqPERreq0000000001', 'headers' => ['X-Trace' => 'abc']]);
        $request = self::$server->requests()[0];
        self::assertSame('Bearer at_PERreqPERreq0000000001', $request['headers']['authorization']);
        self::assertSame('abc', $request['headers']['x-trace']);
    }
}
