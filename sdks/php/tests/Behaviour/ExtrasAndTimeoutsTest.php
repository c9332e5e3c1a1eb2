<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use Orbit\Sdk\Client;
use Orbit\Sdk\Exception\InvalidArgumentException;
use Orbit\Sdk\Generated\Constants;
use Orbit\Sdk\Tests\Support\ClientTestCase;
use Orbit\Sdk\Tests\Support\MemoryClient;

/**
 * Values newer than the SDK per call (`extra_query`, `extra_body`, merged over the parameters), unknown
 * parameters still refused, and the timeout a non-Guzzle PSR-18 client cannot take refused, not dropped.
 */
final class ExtrasAndTimeoutsTest extends ClientTestCase
{
    public function testExtraQueryValuesAreMergedOverTheParameters(): void
    {
        $this->http->queue(MemoryClient::json(200, self::orderList([])));
        $this->client()->orders->list(['page' => 2, 'status' => 'paid'], [
            'extra_query' => ['status' => 'disputed', 'page' => null, 'region' => 'cn', 'tag' => ['a', 'b']],
        ]);
        self::assertSame('status=disputed&region=cn&tag=a&tag=b', $this->http->requests[0]->getUri()->getQuery());
    }

    public function testExtraBodyValuesAreMergedOverTheBody(): void
    {
        $this->http->queue(MemoryClient::json(200, ['order_no' => 'x', 'status' => 'cancelled']));
        $client = $this->client();
        try {
            $client->orders->cancel(['order_no' => 'ORD20260526083000K7Q2M9XA'], [
                'extra_body' => ['reason' => ['code' => 'late'], 'order_no' => 'ORD20260526083000K7Q2M9XB'],
            ]);
        } catch (\Orbit\Sdk\Exception\OrbitException $e) {
            // The answer's shape is not the point here.
        }
        self::assertSame(
            ['action' => 'cancel', 'order_no' => 'ORD20260526083000K7Q2M9XB', 'reason' => ['code' => 'late']],
            json_decode((string) $this->http->requests[0]->getBody(), true)
        );
    }

    public function testUnknownParametersAndMisplacedExtrasAreRefusedBeforeSending(): void
    {
        $client = $this->client();
        $cases = [
            'param' => [static function (Client $c): void {
                $c->orders->list(['region' => 'cn']);
            }, 'region'],
            'extra_body without a body' => [static function (Client $c): void {
                $c->orders->list([], ['extra_body' => ['x' => 1]]);
            }, 'extra_body'],
            'extra_query object value' => [static function (Client $c): void {
                $c->orders->list([], ['extra_query' => ['x' => ['k' => new \stdClass()]]]);
            }, 'extra_query'],
            'extra_query a list' => [static function (Client $c): void {
                $c->orders->list([], ['extra_query' => ['x', 'y']]);
            }, 'extra_query'],
        ];
        foreach ($cases as $name => [$call, $param]) {
            try {
                $call($client);
                self::fail("no exception: $name");
            } catch (InvalidArgumentException $e) {
                self::assertSame($param, $e->getParam(), $name);
            }
        }
        self::assertSame([], $this->http->requests);
    }

    public function testATimeoutIsRefusedWithAClientThatIsNotGuzzle(): void
    {
        try {
            $this->client(['timeout' => 5.0]);
            self::fail('no exception');
        } catch (InvalidArgumentException $e) {
            self::assertSame('timeout', $e->getParam());
            self::assertStringContainsString('PSR-18', $e->getMessage());
        }
        putenv(Constants::ENV_TIMEOUT . '=5');
        try {
            $this->client();
            self::fail('no exception');
        } catch (InvalidArgumentException $e) {
            self::assertSame(Constants::ENV_TIMEOUT, $e->getParam());
        }
        putenv(Constants::ENV_TIMEOUT);
        try {
            $this->client()->orders->list([], ['timeout' => 5.0]);
            self::fail('no exception');
        } catch (InvalidArgumentException $e) {
            self::assertSame('timeout', $e->getParam());
        }
        self::assertSame([], $this->http->requests);
        // With Guzzle (the SDK's own, or yours) both are taken.
        $guzzle = new Client(['base_url' => 'https://api.test', 'timeout' => 5.0]);
        self::assertInstanceOf(Client::class, $guzzle->withOptions(['timeout' => 2.0]));
    }
}
