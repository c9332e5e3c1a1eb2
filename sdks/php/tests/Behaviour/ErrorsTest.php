<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use GuzzleHttp\Handler\MockHandler;
use GuzzleHttp\HandlerStack;
use GuzzleHttp\Psr7\Request;
use GuzzleHttp\Psr7\Response;
use Orbit\Sdk\Exception\APIConnectionException;
use Orbit\Sdk\Exception\ApiStatusException;
use Orbit\Sdk\Exception\APITimeoutException;
use Orbit\Sdk\Exception\OrbitException;
use Orbit\Sdk\Generated\Constants;
use Orbit\Sdk\Tests\Support\ClientTestCase;
use Orbit\Sdk\Tests\Support\MemoryClient;

/**
 * Every error answer raises the exception of its kind (Constants::ERROR_CLASSES, the 5xx range, the base
 * ApiStatusException for any other status) carrying status, code, type, message, param, request id,
 * headers and the raw body; nothing of Guzzle or PSR-18 escapes (it is the previous exception).
 */
final class ErrorsTest extends ClientTestCase
{
    /** @return array<string, array{0: int, 1: class-string}> */
    public static function kinds(): array
    {
        $out = [];
        foreach (Constants::ERROR_CLASSES as $status => $class) {
            $out["$status"] = [$status, $class];
        }
        foreach (Constants::ERROR_RANGES as [$first, $last, $class]) {
            $out["$first"] = [$first, $class];
            $out["$last"] = [$last, $class];
        }
        $out['418 (no kind of its own)'] = [418, ApiStatusException::class];
        return $out;
    }

    /**
     * @dataProvider kinds
     *
     * @param class-string $class
     */
    public function testEveryStatusRaisesItsKind(int $status, string $class): void
    {
        $type = array_search($status, Constants::ERROR_TYPE_STATUS, true) ?: 'teapot_error';
        $this->http->queue(MemoryClient::error($status, (string) $type, 'some_code', ['X-Extra' => 'yes']));
        try {
            $this->client(['max_retries' => 0])->orders->list();
            self::fail('no exception');
        } catch (ApiStatusException $e) {
            self::assertSame($class, get_class($e));
            self::assertInstanceOf(OrbitException::class, $e);
            self::assertSame($status, $e->getStatusCode());
            self::assertSame($status, $e->getCode());
            self::assertSame('some_code', $e->getErrorCode());
            self::assertSame($type, $e->getErrorType());
            self::assertSame('some_code happened', $e->getMessage());
            self::assertSame('order_no', $e->getParam());
            self::assertSame("req_memory$status", $e->getRequestId(), 'the header wins over the body');
            self::assertSame(['yes'], $e->getHeaders()['X-Extra']);
            self::assertSame($status, $e->getResponse()->getStatusCode());
            self::assertSame('some_code', json_decode((string) $e->getRawBody(), true)['error']['code']);
        }
    }

    public function testAnErrorBodyThatIsNotTheErrorShape(): void
    {
        $this->http->queue(new Response(404, ['Content-Type' => 'text/html'], '<h1>Not Found</h1>'));
        try {
            $this->client()->orders->list();
            self::fail('no exception');
        } catch (\Orbit\Sdk\Exception\NotFoundException $e) {
            self::assertSame('HTTP 404: <h1>Not Found</h1>', $e->getMessage());
            self::assertNull($e->getErrorCode());
            self::assertNull($e->getRequestId());
            self::assertSame('<h1>Not Found</h1>', $e->getRawBody());
        }
    }

    public function testGuzzleExceptionsNeverEscape(): void
    {
        $request = new Request('GET', 'https://api.test/');
        $mock = new MockHandler([
            new \GuzzleHttp\Exception\ConnectException('cURL error 7: Failed to connect', $request),
            new \GuzzleHttp\Exception\ConnectException('cURL error 28: timeout', $request, null, ['errno' => 28]),
            new \GuzzleHttp\Exception\RequestException('cURL error 56: Recv failure', $request),
        ]);
        $guzzle = new \GuzzleHttp\Client(['handler' => HandlerStack::create($mock)]);
        $client = $this->client(['http_client' => $guzzle, 'max_retries' => 0]);
        $caught = [];
        for ($i = 0; $i < 3; $i++) {
            try {
                $client->ai->listModels();
            } catch (OrbitException $e) {
                $caught[] = [get_class($e), get_class($e->getPrevious())];
            }
        }
        self::assertSame([
            [APIConnectionException::class, \GuzzleHttp\Exception\ConnectException::class],
            [APITimeoutException::class, \GuzzleHttp\Exception\ConnectException::class],
            [APIConnectionException::class, \GuzzleHttp\Exception\RequestException::class],
        ], $caught);
    }

    public function testARefusedConnectionWithTheDefaultGuzzle(): void
    {
        $socket = stream_socket_server('tcp://127.0.0.1:0');
        $port = (int) substr((string) stream_socket_get_name($socket, false), 10);
        fclose($socket); // nothing listens on this port now
        $client = new \Orbit\Sdk\Client(['base_url' => "http://127.0.0.1:$port", 'max_retries' => 0]);
        $this->expectException(APIConnectionException::class);
        $client->packages->list();
    }
}
