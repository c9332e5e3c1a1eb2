<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Unit;

use Orbit\Sdk\Exception\APIResponseValidationException;
use Orbit\Sdk\Exception\OrbitException;
use Orbit\Sdk\Models\Money;
use Orbit\Sdk\Models\Order;
use Orbit\Sdk\Models\OrderList;
use Orbit\Sdk\Models\OrderPackage;
use Orbit\Sdk\Models\OrderStatus;
use Orbit\Sdk\Tests\Support\ClientTestCase;
use Orbit\Sdk\Tests\Support\MemoryClient;

/**
 * Answers become models: fields readable as properties, array keys and getters, nested objects and
 * lists hydrated, enum values plain strings (unknown ones pass), unknown fields kept; a body of the
 * wrong shape raises APIResponseValidationException with the status, request id and raw body.
 */
final class ModelsTest extends ClientTestCase
{
    public function testThreeWaysToReadAField(): void
    {
        $paid = self::order('paid', ['paid_at' => '2026-05-26T08:31:00Z']);
        $this->http->queue(MemoryClient::json(200, self::orderList([$paid])));
        $list = $this->client()->orders->list();
        self::assertInstanceOf(OrderList::class, $list);
        $order = $list->items[0];
        self::assertInstanceOf(Order::class, $order);
        self::assertSame(OrderStatus::PAID, $order->status);
        self::assertSame('paid', $order['status']);
        self::assertSame('paid', $order->getStatus());
        self::assertInstanceOf(Money::class, $order->amount);
        self::assertSame(2990, $order->amount->amount);
        self::assertSame(2990, $order['amount']['amount']);
        self::assertSame(2990, $order->getAmount()->getAmount());
        self::assertInstanceOf(OrderPackage::class, $list['items'][0]['package']);
        self::assertSame('2026-05-26T08:31:00Z', $order->paid_at);
        self::assertNull($order->refunded_at, 'an absent optional field is null');
        self::assertNull($order->getRefundedAt());
        self::assertFalse(isset($order['refunded_at']));
        self::assertTrue($list->getHasMore() === false && $list->has_more === false);
        self::assertSame('req_memory200', $list->getRequestId());
    }

    public function testAnUnknownEnumValueAndUnknownFieldsPassAndStayReadable(): void
    {
        $dispute = ['opened_at' => '2026-06-01T00:00:00Z', 'reason' => 'fraud'];
        $disputed = self::order('disputed', ['dispute' => $dispute]);
        $disputed['amount']['fx_rate'] = '1.0';
        $body = self::orderList([$disputed]) + ['next_cursor' => 'c_2'];
        $this->http->queue(MemoryClient::json(200, $body));
        $list = $this->client()->orders->list();
        $order = $list->items[0];
        self::assertSame('disputed', $order->status);
        self::assertSame('disputed', $order->getStatus());
        self::assertNotContains($order->status, (new \ReflectionClass(OrderStatus::class))->getConstants());
        self::assertSame('fraud', $order['dispute']['reason']);
        self::assertSame('fraud', $order->dispute['reason']);
        self::assertSame('1.0', $order->amount['fx_rate']);
        self::assertSame('c_2', $list['next_cursor']);
        self::assertSame($body, $list->toArray(), 'toArray() is the object as received');
        self::assertSame(json_encode($body), json_encode($list));
        self::assertSame($body['items'][0], $order->toArray());
    }

    /** @return array<string, array{0: mixed, 1: string}> */
    public static function wrongShapes(): array
    {
        $with = static function (array $fields): array {
            return self::orderList([array_replace(self::order(), $fields)]);
        };
        $page = ['page' => 1, 'limit' => 20, 'total' => 0];
        return [
            'a string where an integer is documented' => [
                $with(['amount' => ['amount' => '2990', 'currency' => 'CNY']]),
                'OrderList.items[0].amount.amount',
            ],
            'a number where a string is documented' => [$with(['status' => 3]), 'OrderList.items[0].status'],
            'an object where a list is documented' => [
                ['items' => ['a' => 1], 'has_more' => false] + $page,
                'OrderList.items',
            ],
            'a list where an object is documented' => [$with(['package' => [1, 2]]), 'OrderList.items[0].package'],
            'a required field missing' => [['items' => []] + $page, 'OrderList.has_more'],
            'a list instead of the object' => [[1, 2, 3], 'not a JSON object'],
            'not JSON at all' => ['<html>maintenance</html>', 'not JSON'],
        ];
    }

    /**
     * @dataProvider wrongShapes
     *
     * @param mixed $body
     */
    public function testAWrongShapeRaisesAPIResponseValidation($body, string $where): void
    {
        $raw = is_string($body) ? $body : (string) json_encode($body);
        $this->http->queue(MemoryClient::json(200, $raw));
        try {
            $this->client()->orders->list();
            self::fail('no exception');
        } catch (APIResponseValidationException $e) {
            self::assertInstanceOf(OrbitException::class, $e);
            self::assertStringContainsString($where, $e->getMessage());
            self::assertSame(200, $e->getStatusCode());
            self::assertSame('req_memory200', $e->getRequestId());
            self::assertSame($raw, $e->getRawBody());
            self::assertSame(['application/json'], $e->getHeaders()['Content-Type']);
        }
    }

    public function testModelsAreReadOnly(): void
    {
        $this->http->queue(MemoryClient::json(200, self::orderList([])));
        $list = $this->client()->orders->list();
        $this->expectException(\LogicException::class);
        $list['page'] = 3;
    }

    public function testAGetterOfNoFieldIsABadMethodCall(): void
    {
        $this->http->queue(MemoryClient::json(200, self::orderList([])));
        $list = $this->client()->orders->list();
        $this->expectException(\BadMethodCallException::class);
        $list->getNothing();
    }
}
