<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Testing;

use Orbit\Sdk\Exception\APIConnectionException;
use Orbit\Sdk\Exception\APITimeoutException;
use Orbit\Sdk\Exception\ConflictException;
use Orbit\Sdk\Exception\InternalServerException;
use Orbit\Sdk\Exception\InvalidArgumentException;
use Orbit\Sdk\Exception\NotFoundException;
use Orbit\Sdk\Exception\OrbitException;
use Orbit\Sdk\Exception\RateLimitException;
use Orbit\Sdk\Generated\Constants;
use Orbit\Sdk\Models\ChatCompletionChunk;
use Orbit\Sdk\Models\Order;
use Orbit\Sdk\Testing\Answer;
use Orbit\Sdk\Testing\Call;
use Orbit\Sdk\Testing\FakeService;
use Orbit\Sdk\Testing\Fixtures;
use Orbit\Sdk\Testing\InvalidFixtureException;
use Orbit\Sdk\Testing\UnexpectedCallException;
use PHPUnit\Framework\TestCase;

/**
 * The testing kit's fake: the real SDK against operations registered by their SDK name. The SDK's own retries,
 * renewal, error mapping, argument checks, pagination, streams and binary answers run as in production; every
 * call is recorded; a call nobody registered fails loudly; no ORBIT_* variable reaches its client.
 */
final class FakeServiceTest extends TestCase
{
    private const ORDER_NO = 'ORD20260526083000K7Q2M9XA';

    public function testTheSdkRenewsAnExpiredSessionAndReplaysAsRegistered(): void
    {
        $fake = new FakeService();
        $fake->on('orders.list', Answer::error(401, 'token_expired'), Fixtures::orderList());
        $fake->on('auth.unifiedLogin', Fixtures::authSession([
            'access_token' => 'at_renewed000000000000',
            'refresh_token' => 'rt_renewed000000000000',
        ]));
        $client = $fake->client(self::expiredSession());

        $orders = $client->orders->list(['limit' => 5]);

        self::assertSame(self::ORDER_NO, $orders->items[0]->order_no);
        self::assertSame(['orders.list', 'auth.unifiedLogin', 'orders.list'], self::operations($fake));
        [$expired, $renewal, $replay] = $fake->calls();
        self::assertSame('Bearer at_expired000000000000', $expired->header('Authorization'));
        self::assertSame(['limit' => '5'], $expired->arguments);
        self::assertSame(Constants::SESSION_REFRESH_BODY['mode'], $renewal->body['mode']);
        self::assertSame('rt_first0000000000000', $renewal->arguments['refresh_token']);
        self::assertNull($renewal->header('Authorization'), 'the renewal is a public operation');
        self::assertSame('Bearer at_renewed000000000000', $replay->header('Authorization'));
        self::assertSame('at_renewed000000000000', $client->getAccessToken());
        self::assertSame([], $fake->waits(), 'a renewal is no retry');
    }

    public function testTheSdkRetriesByTheRulesWithoutWaiting(): void
    {
        $fake = new FakeService();
        $unavailable = Answer::error(503, 'service_unavailable');
        $fake->on('orders.cancel', $unavailable, Answer::timeout(), Fixtures::orderActionResult());
        $client = $fake->client(['access_token' => 'at_test0000000000000000']);

        $result = $client->orders->cancel(['order_no' => self::ORDER_NO]);

        self::assertSame('cancel', $result->action);
        self::assertCount(3, $fake->calls('orders.cancel'));
        $first = Constants::BACKOFF_INITIAL_SECONDS;
        $backoff = [$first, $first * Constants::BACKOFF_MULTIPLIER];
        self::assertSame($backoff, $fake->waits(), 'the full backoff (random 0)');

        $limited = Answer::error(429, 'rate_limited')->withHeaders(['Retry-After' => '3']);
        $fake->on('orders.delete', $limited, Fixtures::orderActionResult(['action' => 'delete']));
        $client->orders->delete(['order_no' => self::ORDER_NO]);
        self::assertSame(3.0, $fake->waits()[2], "the server's Retry-After");
    }

    public function testErrorAnswersBecomeTheSdksExceptionsWithStatusCodeAndRequestId(): void
    {
        $fake = new FakeService();
        $details = ['message' => 'No such order.', 'param' => 'order_no'];
        $fake->on('orders.cancel', Answer::error(404, 'order_not_found', $details));
        $fake->on('orders.delete', Answer::error(409, 'order_not_deletable'));
        $fake->on('packages.list', Answer::error(500, 'internal_error'));
        $client = $fake->client(['max_retries' => 0]);
        try {
            $client->orders->cancel(['order_no' => self::ORDER_NO]);
            self::fail('no exception');
        } catch (NotFoundException $e) {
            self::assertSame([404, 'order_not_found', 'not_found_error', 'order_no', 'No such order.'], [
                $e->getStatusCode(), $e->getErrorCode(), $e->getErrorType(), $e->getParam(), $e->getMessage(),
            ]);
            self::assertMatchesRegularExpression('/^req_[0-9A-Za-z]{8,40}$/', (string) $e->getRequestId());
            self::assertSame($e->getRequestId(), json_decode((string) $e->getRawBody(), true)['error']['request_id']);
        }
        try {
            $client->packages->list();
            self::fail('no exception');
        } catch (InternalServerException $e) {
            $details = [$e->getErrorType(), $e->getStatusCode(), $e->getErrorCode()];
            self::assertSame(['api_error', 500, 'internal_error'], $details);
        }
        $this->expectException(ConflictException::class);
        $this->expectExceptionMessage('order_not_deletable (a fake answer)');
        $client->orders->delete(['order_no' => self::ORDER_NO]);
    }

    public function testACallNobodyRegisteredFailsLoudlyPastTheCodeThatCatchesSdkErrors(): void
    {
        $fake = new FakeService();
        $client = $fake->client();
        try {
            try {
                $client->orders->cancel(['order_no' => self::ORDER_NO]);
            } catch (OrbitException $handledByTheApplication) {
                self::fail('a missing registration must not look like a failure of the service');
            }
            self::fail('no exception');
        } catch (UnexpectedCallException $e) {
            self::assertSame(
                'orders.cancel (POST /api/user/orders) was called, but no answer is registered for it: register one '
                . "with \$fake->on('orders.cancel', Fixtures::orderActionResult()) or an Answer.",
                $e->getMessage()
            );
        }
        self::assertCount(1, $fake->calls('orders.cancel'), 'the call is recorded all the same');

        $fake->on('orders.list', Fixtures::orderList(), Fixtures::orderList(['page' => 2, 'has_more' => false]));
        $client->orders->list();
        $client->orders->list(['page' => 2]);
        $this->expectException(UnexpectedCallException::class);
        $this->expectExceptionMessage('orders.list was called 3 times, but 2 answers are registered (one per call).');
        $client->orders->list(['page' => 3]);
    }

    public function testCancelAndDeleteAreToldApartByTheirFixedValueAndArgumentsAreRecordedByName(): void
    {
        $fake = new FakeService();
        $fake->on('orders.cancel', Fixtures::orderActionResult());
        $fake->on('orders.delete', function (Call $call) {
            return Fixtures::orderActionResult([
                'action' => 'delete',
                'deleted' => true,
                'order' => Fixtures::order(['order_no' => $call->arguments['order_no'], 'status' => 'cancelled']),
            ]);
        });
        $client = $fake->client(['access_token' => 'at_test0000000000000000']);

        $options = ['headers' => ['X-Trace' => 't1']];
        $deleted = $client->orders->delete(['order_no' => 'ORD20260101000000AAAAAAAA'], $options);
        $client->orders->cancel(['order_no' => self::ORDER_NO]);

        self::assertTrue($deleted->deleted);
        self::assertSame('ORD20260101000000AAAAAAAA', $deleted->order->order_no);
        [$delete, $cancel] = $fake->calls();
        $request = [$delete->body['action'], $delete->operation, $delete->method, $delete->path];
        self::assertSame(['delete', 'orders.delete', 'POST', '/api/user/orders'], $request);
        self::assertSame(['order_no' => 'ORD20260101000000AAAAAAAA'], $delete->arguments, 'without the fixed action');
        self::assertSame('t1', $delete->header('x-trace'));
        self::assertStringStartsWith('orbit-sdk-php/', (string) $delete->header('User-Agent'));
        self::assertSame('orders.cancel', $cancel->operation);
    }

    public function testTheSdksArgumentChecksRunBeforeAnythingIsSent(): void
    {
        $fake = new FakeService();
        $fake->on('orders.cancel', Fixtures::orderActionResult());
        try {
            $fake->client()->orders->cancel(['order_no' => 'not-an-order']);
            self::fail('no exception');
        } catch (InvalidArgumentException $e) {
            self::assertSame('order_no', $e->getParam());
        }
        self::assertSame([], $fake->calls());
    }

    public function testAutoPagingWalksThePagesAFunctionAnswers(): void
    {
        $fake = new FakeService();
        $fake->on('orders.list', function (Call $call) {
            $page = (int) ($call->query['page'] ?? 1);
            $item = Fixtures::order(['order_no' => sprintf('ORD2026052608300%dK7Q2M9XA', $page)]);
            return Fixtures::orderList(['items' => [$item], 'page' => $page, 'total' => 3, 'has_more' => $page < 3]);
        });
        $numbers = [];
        foreach ($fake->client()->orders->listAutoPaging(['limit' => 1]) as $order) {
            self::assertInstanceOf(Order::class, $order);
            $numbers[] = $order->order_no;
        }
        $expected = ['ORD20260526083001K7Q2M9XA', 'ORD20260526083002K7Q2M9XA', 'ORD20260526083003K7Q2M9XA'];
        self::assertSame($expected, $numbers);
        $queries = array_map(static function (Call $c): array {
            return $c->query;
        }, $fake->calls());
        $pages = [['limit' => '1', 'page' => '1'], ['limit' => '1', 'page' => '2'], ['limit' => '1', 'page' => '3']];
        self::assertSame($pages, $queries);
    }

    public function testStreamedAnswersAreEventsEndingWithTheDoneMarkerOrAnError(): void
    {
        $fake = new FakeService();
        $first = Fixtures::chatCompletionChunk();
        $broken = Answer::chunks([$first], Answer::error(429, 'rate_limited'));
        $fake->on('generation.createChatCompletionStream', Answer::chunks([$first, $first]), $broken);
        $fake->on('generation.createChatCompletion', Fixtures::chatCompletion());
        $client = $fake->client(['api_key' => 'sk_test_0000000000000000', 'max_retries' => 0]);

        $chunks = iterator_to_array($client->generation->createChatCompletionStream(['prompt' => 'Tea?']), false);
        self::assertCount(2, $chunks);
        self::assertInstanceOf(ChatCompletionChunk::class, $chunks[0]);
        self::assertSame($first->choices[0]->delta->content, $chunks[1]->choices[0]->delta->content);
        self::assertSame('chat.completion', $client->generation->createChatCompletion(['prompt' => 'Tea?'])->object);
        $called = ['generation.createChatCompletionStream', 'generation.createChatCompletion'];
        self::assertSame($called, self::operations($fake));
        self::assertSame(['prompt' => 'Tea?'], $fake->calls()[0]->arguments, 'the stream switch is the SDK\'s');

        $read = 0;
        try {
            foreach ($client->generation->createChatCompletionStream(['prompt' => 'Tea?']) as $chunk) {
                $read++;
            }
            self::fail('no exception');
        } catch (RateLimitException $e) {
            self::assertSame([1, 'rate_limited'], [$read, $e->getErrorCode()]);
        }
    }

    public function testBinaryAndTextAnswers(): void
    {
        $fake = new FakeService();
        $fake->on('generation.createSpeech', Answer::bytes("RIFF\x00\x00WAVE"));
        $fake->on('notifications.payapp', Answer::text('success'));
        $client = $fake->client();

        $speech = $client->generation->createSpeech(['input' => 'Hello', 'voice' => 'aurora']);
        self::assertSame("RIFF\x00\x00WAVE", $speech->getContent());
        self::assertSame('audio/wav', $speech->getMediaType());
        $ack = $client->notifications->payapp([
            'notify_time' => '2026-05-26 16:31:00',
            'notify_type' => 'trade_status_sync',
            'notify_id' => 'ac05099524730693a8b330c5ecf72da9786',
            'app_id' => '2021000000000001',
            'sign_type' => 'RSA2',
            'sign' => 'UGF5YXBwIHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=',
            'trade_no' => '2026052622001400000000000001',
            'out_trade_no' => self::ORDER_NO,
            'trade_status' => 'TRADE_SUCCESS',
            'total_amount' => '29.90',
        ]);
        self::assertSame('success', $ack);
    }

    public function testConnectionFailuresAreRetriedThenRaisedAsTheSdksOwn(): void
    {
        $fake = new FakeService();
        $fake->on('packages.list', Answer::connectionFailure());
        $fake->on('ai.listModels', Answer::timeout());
        $client = $fake->client();
        try {
            $client->packages->list();
            self::fail('no exception');
        } catch (APIConnectionException $e) {
            self::assertNotInstanceOf(APITimeoutException::class, $e);
            self::assertCount(Constants::MAX_RETRIES + 1, $fake->calls('packages.list'));
        }
        $this->expectException(APITimeoutException::class);
        $client->ai->listModels([], ['max_retries' => 0]);
    }

    public function testAJsonBodyAsGivenShowsWhatANewerServiceSends(): void
    {
        $fake = new FakeService();
        $newer = Fixtures::order()->toArray();
        $newer['status'] = 'disputed';
        $newer['dispute_id'] = 'dsp_1';
        $page = ['items' => [$newer], 'page' => 1, 'limit' => 20, 'total' => 1, 'has_more' => false];
        $fake->on('orders.list', Answer::json($page));
        $order = $fake->client()->orders->list()->items[0];
        self::assertSame(['disputed', 'dsp_1'], [$order->status, $order['dispute_id']]);
    }

    public function testNoEnvironmentVariableReachesTheFakesClient(): void
    {
        $garbage = [
            Constants::ENV_BASE_URL => 'ftp://elsewhere',
            Constants::ENV_ACCESS_TOKEN => 'at_from_the_environment00',
            Constants::ENV_API_KEY => 'sk_from_the_environment00',
            Constants::ENV_TIMEOUT => 'soon',
            Constants::ENV_MAX_RETRIES => 'many',
            Constants::ENV_LOG => 'loud',
        ];
        $saved = [];
        foreach ($garbage as $name => $value) {
            $saved[$name] = getenv($name);
            putenv("$name=$value");
        }
        try {
            $fake = new FakeService();
            $fake->on('orders.list', Fixtures::orderList());
            $fake->on('generation.createImage', Fixtures::imageGenerationResponse());
            $client = $fake->client();
            $client->orders->list([], ['timeout' => 2.5]);
            $client->generation->createImage(['prompt' => 'A teapot']);
            foreach ($fake->calls() as $call) {
                self::assertNull($call->header('Authorization'), $call->operation);
                $host = parse_url(Constants::DEFAULT_BASE_URL, PHP_URL_HOST);
                self::assertSame($host, $call->request->getUri()->getHost());
            }
        } finally {
            foreach ($saved as $name => $value) {
                putenv($value === false ? $name : "$name=$value");
            }
        }
    }

    public function testARegistrationTheContractCannotHaveIsRefusedWhereItIsMade(): void
    {
        $fake = new FakeService();
        $stream = 'generation.createChatCompletionStream';
        $refusals = [
            'no operation is named \'orders.lst\'' => static function () use ($fake): void {
                $fake->on('orders.lst', Fixtures::orderList());
            },
            'answers OrderActionResult, not Orbit\Sdk\Models\OrderList' => static function () use ($fake): void {
                $fake->on('orders.cancel', Fixtures::orderList());
            },
            'orders.list answers OrderList, not bytes' => static function () use ($fake): void {
                $fake->on('orders.list', Answer::bytes('%PDF'));
            },
            "$stream answers chunks of ChatCompletionChunk, not a fixture" => static function () use ($fake, $stream) {
                $fake->on($stream, Fixtures::chatCompletion());
            },
            "HTTP 418 has no error kind in the rules: give its 'type'" => static function (): void {
                Answer::error(418, 'teapot');
            },
            "the FakeService is the client's HTTP client" => static function () use ($fake): void {
                $fake->client(['http_client' => $fake->httpClient()]);
            },
        ];
        foreach ($refusals as $message => $register) {
            try {
                $register();
                self::fail("accepted: $message");
            } catch (InvalidFixtureException $e) {
                self::assertStringContainsString($message, $e->getMessage());
            }
        }
        $fake->on('orders.cancel', static function () {
            return Answer::bytes('not JSON');
        });
        $this->expectException(InvalidFixtureException::class);
        $this->expectExceptionMessage('orders.cancel answers OrderActionResult, not bytes');
        $fake->client()->orders->cancel(['order_no' => self::ORDER_NO]);
    }

    public function testAnExpiredSessionWithoutARenewalRegisteredFailsLoudly(): void
    {
        $fake = new FakeService();
        $fake->on('distribution.retrieve', Answer::error(401, 'token_expired'));
        $client = $fake->client(self::expiredSession());
        $this->expectException(UnexpectedCallException::class);
        $this->expectExceptionMessage("register one with \$fake->on('auth.unifiedLogin', Fixtures::authSession())");
        $client->distribution->retrieve();
    }

    /** @return array<string, string> a login whose access token has expired, and its refresh token */
    private static function expiredSession(): array
    {
        return ['access_token' => 'at_expired000000000000', 'refresh_token' => 'rt_first0000000000000'];
    }

    /** @return list<string> the operations called, in order */
    private static function operations(FakeService $fake): array
    {
        return array_map(static function (Call $c): string {
            return $c->operation;
        }, $fake->calls());
    }
}
