<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Testing;

use Orbit\Sdk\Core\BaseModel;
use Orbit\Sdk\Models\Money;
use Orbit\Sdk\Models\Order;
use Orbit\Sdk\Models\OrderStatus;
use Orbit\Sdk\Testing\Fixtures;
use Orbit\Sdk\Testing\Generated\Schemas;
use Orbit\Sdk\Testing\InvalidFixtureException;
use PHPUnit\Framework\TestCase;

/**
 * The testing kit's fixtures: a builder per answer type starts from the contract's example, takes overrides
 * (whole fields; nested objects from their own builders; null leaves an optional field out) and refuses, where
 * the test builds it, a value the contract says the service never sends, naming the field.
 */
final class FixturesTest extends TestCase
{
    public function testEveryAnswerTypeHasABuilderThatBuildsTheContractsExample(): void
    {
        $builders = array_map(static function (\ReflectionMethod $m): string {
            return $m->getName();
        }, (new \ReflectionClass(Fixtures::class))->getMethods(\ReflectionMethod::IS_STATIC));
        self::assertCount(count(Schemas::TYPES), $builders);
        foreach (Schemas::TYPES as $type => $schema) {
            $value = Fixtures::{lcfirst($type)}();
            if ($schema['kind'] === 'object') {
                self::assertInstanceOf($schema['class'], $value, $type);
                self::assertEquals(json_decode($schema['example'], true), $value->toArray(), $type);
            } else {
                self::assertSame(json_decode($schema['example'], true), $value, $type);
            }
        }
    }

    public function testOverridesReplaceWholeFieldsAndNestedObjectsComeFromTheirBuilders(): void
    {
        $order = Fixtures::order([
            'status' => OrderStatus::PENDING,
            'amount' => Fixtures::money(['amount' => 990]),
            'paid_at' => null,
            'completed_at' => null,
        ]);
        self::assertInstanceOf(Order::class, $order);
        self::assertSame('pending', $order->status);
        self::assertInstanceOf(Money::class, $order->amount);
        self::assertSame(['amount' => 990, 'currency' => 'CNY'], $order->amount->toArray());
        self::assertNull($order->paid_at);
        self::assertArrayNotHasKey('paid_at', $order->toArray(), 'null leaves a field that cannot be null out');
        self::assertSame('ORD20260526083000K7Q2M9XA', $order->order_no, 'the rest is the contract\'s example');
        $list = Fixtures::orderList(['items' => [$order, Fixtures::order()], 'total' => 2]);
        self::assertSame(['pending', 'completed'], array_map(static function (Order $o): string {
            return $o->status;
        }, $list->items));
        self::assertSame('vip', Fixtures::membershipLevel());
        self::assertSame('free', Fixtures::membershipLevel('free'));
    }

    /** @return iterable<string, array{0: callable(): mixed, 1: string, 2: string}> */
    public static function refused(): iterable
    {
        yield 'an enum value the contract does not know' => [static function () {
            return Fixtures::order(['status' => 'shipped']);
        }, 'Order.status', "Order.status is 'shipped', not one of pending, paid, completed, cancelled, refunded"];
        yield 'a required field left out' => [static function () {
            return Fixtures::order(['status' => null]);
        }, 'Order.status', 'Order.status is required'];
        yield 'a value of the wrong kind' => [static function () {
            return Fixtures::money(['amount' => '9.90']);
        }, 'Money.amount', "Money.amount is string '9.90', not an integer"];
        yield 'a string off its pattern' => [static function () {
            return Fixtures::money(['currency' => 'yuan']);
        }, 'Money.currency', "Money.currency 'yuan' does not match the pattern ^[A-Z]{3}$"];
        yield 'a number out of range' => [static function () {
            return Fixtures::money(['amount' => -1]);
        }, 'Money.amount', 'Money.amount is -1, below the minimum 0'];
        yield 'a string too long' => [static function () {
            return Fixtures::user(['nickname' => str_repeat('茶', 65)]);
        }, 'User.nickname', 'User.nickname has 65 characters, more than 64'];
        yield 'a field the contract does not list' => [static function () {
            return Fixtures::order(['staus' => 'paid']);
        }, 'Order.staus', "Order has no field 'staus'"];
        yield 'a nested object given as an array, with a mistake deep inside' => [static function () {
            return Fixtures::orderList(['items' => [Fixtures::order(), ['order_no' => 'ORD1']]]);
        }, 'OrderList.items[1].order_no', "OrderList.items[1].order_no 'ORD1' does not match the pattern"];
        yield 'an object where the contract has a list' => [static function () {
            return Fixtures::orderList(['items' => ['first' => Fixtures::order()]]);
        }, 'OrderList.items', 'OrderList.items is an object, not a list'];
        yield 'a fixed value changed' => [static function () {
            return Fixtures::chatCompletion(['object' => 'chat.completion.chunk']);
        }, 'ChatCompletion.object', "ChatCompletion.object is 'chat.completion.chunk', not 'chat.completion'"];
        yield 'an enum builder given an unknown value' => [static function () {
            return Fixtures::orderStatus('disputed');
        }, 'OrderStatus', "OrderStatus is 'disputed', not one of"];
    }

    /**
     * @dataProvider refused
     *
     * @param callable(): mixed $build
     */
    public function testAFixtureTheServiceCouldNeverSendFailsWhereItIsBuilt(
        callable $build,
        string $path,
        string $message
    ): void {
        try {
            $build();
            self::fail("built a fixture the contract refuses ($path)");
        } catch (InvalidFixtureException $e) {
            self::assertSame($path, $e->getPath());
            self::assertStringContainsString($message, $e->getMessage());
            self::assertStringStartsWith('Invalid fixture: ', $e->getMessage());
            self::assertNotInstanceOf(\Orbit\Sdk\Exception\OrbitException::class, $e);
        }
    }

    public function testAFixtureIsTheSdksOwnAnswerType(): void
    {
        $session = Fixtures::authSession();
        self::assertInstanceOf(BaseModel::class, $session);
        self::assertSame($session->user->balance->amount, $session['user']['balance']['amount']);
        self::assertSame($session->getAccessToken(), $session->access_token);
        self::assertNull($session->getRequestId(), 'a fixture came from no answer');
    }
}
