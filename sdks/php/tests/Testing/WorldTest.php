<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Testing;

use Orbit\Sdk\Exception\InternalServerException;
use Orbit\Sdk\Models\OrderStatus;
use Orbit\Sdk\Testing\ReferenceServer;
use Orbit\Sdk\Testing\Sandbox\Models\SandboxClock;
use Orbit\Sdk\Testing\Sandbox\Models\SmsCode;
use Orbit\Sdk\Testing\SandboxWorld;
use Orbit\Sdk\Testing\World;
use PHPUnit\Framework\TestCase;

/**
 * The testing kit's worlds against the bundled reference server (the release's servers/orbit-reference-server.mjs,
 * started once for the run from ORBIT_REFERENCE_SERVER): a fresh world per test through the SandboxWorld trait, the
 * SDK and the typed sandbox client bound to it, and the world reset after the test.
 */
final class WorldTest extends TestCase
{
    use SandboxWorld;

    private const PHONE = '+8613800138000';
    private const PASSWORD = 'orbit-demo-2026';
    private const PACKAGE = ['package_id' => 'pkg_vip30d00000001', 'provider' => 'chatpay'];

    /** @var list<string> the worlds the tests of this class got */
    private static array $worlds = [];

    public static function setUpBeforeClass(): void
    {
        // The bundled server, as an integrator starts it; in this repository built into .cache when stale.
        putenv(ReferenceServer::URL_VARIABLE);
        if (getenv(ReferenceServer::SERVER_VARIABLE) === false) {
            $root = escapeshellarg(dirname(__DIR__, 4));
            $bundle = trim((string) shell_exec("cd $root && npx tsx scripts/lib/reference-bundle.ts"));
            putenv(ReferenceServer::SERVER_VARIABLE . "=$bundle");
        }
    }

    public function testEachTestGetsAWorldOfItsOwnWithBothClientsBoundToIt(): void
    {
        self::$worlds[] = $this->world->name;
        self::assertMatchesRegularExpression('/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/', $this->world->name);
        $session = $this->world->client->auth->userLogin(['account' => self::PHONE, 'password' => self::PASSWORD]);
        $orders = $this->world->client->orders->list();
        self::assertSame($session->access_token, $this->world->client->getAccessToken());
        self::assertGreaterThan(0, $orders->total, 'the seed\'s orders');
        $log = $this->world->sandbox->listRequests(['operation_id' => 'listOrders'])->items;
        self::assertCount(1, $log, 'the world\'s request log holds this test\'s call only');
    }

    public function testTheSandboxClientReadsAnSmsCodeAndMovesTheClock(): void
    {
        self::$worlds[] = $this->world->name;
        $this->world->client->auth->sendSmsCode(['phone' => self::PHONE, 'scene' => 'login']);
        $sms = $this->world->sandbox->lastSms(['phone' => self::PHONE]);
        self::assertInstanceOf(SmsCode::class, $sms);
        $login = ['mode' => 'sms', 'phone' => self::PHONE, 'code' => $sms->code];
        $session = $this->world->client->auth->unifiedLogin($login);
        self::assertSame($session->access_token, $this->world->client->getAccessToken(), 'logged in with the code');

        $frozen = $this->world->sandbox->moveClock(['freeze' => true]);
        self::assertInstanceOf(SandboxClock::class, $frozen);
        self::assertTrue($frozen->frozen);
        $later = $this->world->sandbox->moveClock(['advance_seconds' => 3600]);
        self::assertSame(strtotime($frozen->now) + 3600, strtotime($later->now));
        self::assertSame($later->now, $this->world->sandbox->getClock()->now, 'a frozen clock moves only when told');
    }

    public function testTheSandboxPaysAnOrderAndInjectsAFault(): void
    {
        self::$worlds[] = $this->world->name;
        $this->world->client->auth->userLogin(['account' => self::PHONE, 'password' => self::PASSWORD]);
        $payment = $this->world->client->payments->create(self::PACKAGE);
        $paid = $this->world->sandbox->payOrder(['order_no' => $payment->order->order_no]);
        self::assertSame(200, $paid->notify_status);
        $order = $this->world->client->orders->list(['status' => OrderStatus::COMPLETED])->items[0];
        self::assertSame($payment->order->order_no, $order->order_no);

        $fault = $this->world->sandbox->addFault(['operation_id' => 'listOrders', 'status' => 503, 'times' => 1]);
        self::assertSame(1, $fault->times);
        try {
            $this->world->client->orders->list([], ['max_retries' => 0]);
            self::fail('the fault did not apply');
        } catch (InternalServerException $e) {
            self::assertSame(503, $e->getStatusCode());
        }
        self::assertNotEmpty($this->world->client->orders->list()->items, 'the fault applied once');
    }

    public function testAWorldIsResetAfterItsTestAndSharedWithNoOther(): void
    {
        self::$worlds[] = $this->world->name;
        self::assertCount(count(self::$worlds), array_unique(self::$worlds), 'a new world for every test');
        $this->world->client->auth->userLogin(['account' => self::PHONE, 'password' => self::PASSWORD]);
        $pending = $this->world->client->payments->create(self::PACKAGE);
        $other = World::create();
        $other->client->auth->userLogin(['account' => self::PHONE, 'password' => self::PASSWORD]);
        $numbers = array_map(static function ($order): string {
            return $order->order_no;
        }, $other->client->orders->list(['limit' => 100])->items);
        self::assertNotContains($pending->order->order_no, $numbers, 'another world has its own orders');

        $this->tearDownSandboxWorld(); // what the trait does after the test
        $this->world->client->auth->userLogin(['account' => self::PHONE, 'password' => self::PASSWORD]);
        $after = $this->world->client->orders->list(['status' => OrderStatus::PENDING, 'limit' => 100])->items;
        self::assertNotContains($pending->order->order_no, array_map(static function ($order): string {
            return $order->order_no;
        }, $after), 'reset brings the seed back');
    }

    public function testWithoutAServerTheKitSaysWhichVariablesToSet(): void
    {
        self::$worlds[] = $this->world->name;
        $bootstrap = var_export(dirname(__DIR__) . '/bootstrap.php', true);
        $code = "require $bootstrap; try { Orbit\\Sdk\\Testing\\World::create(); }"
            . ' catch (Orbit\Sdk\Testing\SandboxUnavailableException $e) { echo $e->getMessage(); }';
        $env = array_diff_key(getenv(), [ReferenceServer::URL_VARIABLE => 1, ReferenceServer::SERVER_VARIABLE => 1]);
        $process = proc_open([PHP_BINARY, '-r', $code], [1 => ['pipe', 'w']], $pipes, null, $env);
        self::assertIsResource($process);
        $message = stream_get_contents($pipes[1]);
        proc_close($process);
        $expected = 'set ORBIT_SANDBOX_URL to a running reference server, or ORBIT_REFERENCE_SERVER';
        self::assertStringContainsString($expected, (string) $message);
    }
}
