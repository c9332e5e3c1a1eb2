<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Mock;

use Orbit\Sdk\Client;
use Orbit\Sdk\Core\BinaryResponse;
use Orbit\Sdk\Core\Stream;
use Orbit\Sdk\Lib\Images;
use Orbit\Sdk\Models;
use Orbit\Sdk\Tests\Support\Contract;
use PHPUnit\Framework\TestCase;

/**
 * Every operation of the contract, called through the client against the Prism mock of
 * openapi/openapi.yaml (ORBIT_BASE_URL, set by `npx tsx scripts/with-server.ts mock -- ...`), with the
 * typed result checked against the contract's examples. The operations come from the contract itself:
 * one added there fails testEveryContractOperationIsCovered until it has an entry in calls().
 */
final class OperationsTest extends TestCase
{
    private const ACCESS_TOKEN = 'at_Zt8pQ2mW5xR7kL9vN3bC6dF1gH4jK0sY';
    private const API_KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc4eC39HqLyjWDarjt';
    private const ORDER_NO = 'ORD20260526083000K7Q2M9XA';

    private static function client(): Client
    {
        $baseUrl = getenv('ORBIT_BASE_URL');
        if ($baseUrl === false || $baseUrl === '') {
            self::fail('ORBIT_BASE_URL is not set: run through `npx tsx scripts/with-server.ts mock -- ...`');
        }
        return new Client([
            'base_url' => $baseUrl,
            'access_token' => self::ACCESS_TOKEN,
            'api_key' => self::API_KEY,
            'max_retries' => 0,
            'timeout' => 20,
        ]);
    }

    /**
     * One call per SDK method of the contract ("operationId" or "operationId:action") and a check of its result.
     *
     * @return array<string, array{0: callable(Client): mixed, 1: callable(mixed): void}>
     */
    public static function calls(): array
    {
        return [
            'sendSmsCode' => [
                static function (Client $c) {
                    return $c->auth->sendSmsCode(['phone' => '+8613800138000', 'scene' => 'login']);
                },
                static function (Models\SmsSendResponse $r): void {
                    self::assertTrue($r->sent);
                    self::assertSame(300, $r->expires_in);
                },
            ],
            'unifiedLogin' => [
                static function (Client $c) {
                    return $c->auth->unifiedLogin(['mode' => 'sms', 'phone' => '+8613800138000', 'code' => '123456']);
                },
                static function (Models\AuthSession $r): void {
                    self::assertSame(self::ACCESS_TOKEN, $r->access_token);
                    self::assertSame('usr_4K6M8P0R2T4V6X8Z', $r->user->id);
                },
            ],
            'miniappLogin' => [
                static function (Client $c) {
                    return $c->auth->miniappLogin(['code' => '0a3Xk8Ga1s2bQz0mN7pL9rT4vW6yB2cD']);
                },
                static function (Models\AuthSession $r): void {
                    self::assertSame('Bearer', $r->token_type);
                    self::assertSame(7200, $r->expires_in);
                },
            ],
            'userLogin' => [
                static function (Client $c) {
                    return $c->auth->userLogin(['account' => '+8613800138000', 'password' => 'correct horse battery']);
                },
                static function (Models\AuthSession $r): void {
                    self::assertSame('rt_8fJ2kLmN4pQ7sT1vX3zB6cD9eG0hK5mR', $r->refresh_token);
                    self::assertSame(11000, $r->user->balance->amount);
                },
            ],
            'listPackages' => [
                static function (Client $c) {
                    return $c->packages->list(['type' => Models\PackageFilter::ALL]);
                },
                static function (Models\PackageList $r): void {
                    self::assertCount(3, $r->items);
                    self::assertSame('pkg_vip30d00000001', $r->items[0]->id);
                    self::assertSame(2990, $r->items[0]->price->amount);
                    self::assertSame(Models\PackageType::MEMBERSHIP, $r->items[0]->type);
                },
            ],
            'getDistribution' => [
                static function (Client $c) {
                    return $c->distribution->retrieve();
                },
                static function (Models\Distribution $r): void {
                    self::assertSame('K7Q2M9XA', $r->invite_code);
                    self::assertSame(299, $r->earnings->available->amount);
                },
            ],
            'applyWithdrawal' => [
                static function (Client $c) {
                    return $c->distribution->applyWithdrawal([
                        'amount' => ['amount' => 1000, 'currency' => 'CNY'],
                        'method' => Models\WithdrawalMethod::PAYAPP,
                        'account' => 'user@example.com',
                        'real_name' => 'Li Lei',
                    ]);
                },
                static function (Models\Withdrawal $r): void {
                    self::assertSame('wd_5J7L9N1Q3S5U7W9Y', $r->id);
                    self::assertSame(Models\WithdrawalStatus::PENDING, $r->status);
                },
            ],
            'listOrders' => [
                static function (Client $c) {
                    return $c->orders->list(['page' => 1, 'limit' => 1, 'status' => Models\OrderStatus::COMPLETED]);
                },
                static function (Models\OrderList $r): void {
                    self::assertSame(self::ORDER_NO, $r->items[0]->order_no);
                    self::assertTrue($r->has_more);
                    self::assertSame(2, $r->total);
                },
            ],
            'manageOrder:cancel' => [
                static function (Client $c) {
                    return $c->orders->cancel(['order_no' => self::ORDER_NO]);
                },
                static function (Models\OrderActionResult $r): void {
                    self::assertSame(Models\OrderAction::CANCEL, $r->action);
                    self::assertSame(Models\OrderStatus::CANCELLED, $r->order->status);
                },
            ],
            'manageOrder:delete' => [
                static function (Client $c) {
                    $prefer = ['headers' => ['Prefer' => 'example=deleted']];
                    return $c->orders->delete(['order_no' => self::ORDER_NO], $prefer);
                },
                static function (Models\OrderActionResult $r): void {
                    self::assertSame('delete', $r->action);
                    self::assertTrue($r->deleted);
                },
            ],
            'createPayment' => [
                static function (Client $c) {
                    return $c->payments->create(['package_id' => 'pkg_vip30d00000001', 'provider' => 'chatpay']);
                },
                static function (Models\PaymentCreated $r): void {
                    self::assertSame('pending', $r->order->status);
                    self::assertSame(self::ORDER_NO, $r->order->order_no);
                },
            ],
            'createChatpayH5Payment' => [
                static function (Client $c) {
                    return $c->payments->chatpayH5([
                        'order_no' => self::ORDER_NO,
                        'h5_type' => 'wap',
                        'client_ip' => '203.0.113.7',
                    ]);
                },
                static function (Models\ChatpayH5Payment $r): void {
                    self::assertStringStartsWith('https://pay.chatpay.example/h5', $r->h5_url);
                },
            ],
            'notifyChatpay' => [
                static function (Client $c) {
                    return $c->notifications->chatpay([
                        'Wechatpay-Timestamp' => '1779784260',
                        'Wechatpay-Nonce' => '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
                        'Wechatpay-Signature' => 'V2VjaGF0cGF5IHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=',
                        'Wechatpay-Serial' => '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
                        'Wechatpay-Signature-Type' => 'WECHATPAY2-SHA256-RSA2048',
                        'id' => 'EV-2026052608310000000001',
                        'create_time' => '2026-05-26T08:31:00Z',
                        'event_type' => 'TRANSACTION.SUCCESS',
                        'resource_type' => 'encrypt-resource',
                        'summary' => 'Payment succeeded',
                        'resource' => [
                            'algorithm' => 'AEAD_AES_256_GCM',
                            'original_type' => 'transaction',
                            'associated_data' => 'transaction',
                            'nonce' => 'fdasflkja484',
                            'ciphertext' => 'c2FtcGxlIGNpcGhlcnRleHQgLSBub3QgYSByZWFsIHBheWxvYWQgLSAxNiBieXRlIHRhZw==',
                        ],
                    ]);
                },
                static function (Models\ChatpayNotifyAck $r): void {
                    self::assertSame('SUCCESS', $r->code);
                },
            ],
            'notifyPayapp' => [
                static function (Client $c) {
                    return $c->notifications->payapp([
                        'notify_time' => '2026-05-26 16:31:00',
                        'notify_type' => 'trade_status_sync',
                        'notify_id' => 'ac05099524730693a8b330c5ecf72da9786',
                        'app_id' => '2021000000000001',
                        'charset' => 'utf-8',
                        'version' => '1.0',
                        'sign_type' => 'RSA2',
                        'sign' => 'UGF5YXBwIHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=',
                        'trade_no' => '2026052622001400000000000001',
                        'out_trade_no' => self::ORDER_NO,
                        'trade_status' => Models\PayappTradeStatus::TRADE_SUCCESS,
                        'total_amount' => '29.90',
                    ]);
                },
                static function (string $r): void {
                    self::assertSame('success', $r);
                },
            ],
            'registerDeveloper' => [
                static function (Client $c) {
                    return $c->developer->register([
                        'name' => 'Acme Studio',
                        'email' => 'dev@acme.example',
                        'company' => 'Acme Ltd',
                        'website' => 'https://acme.example',
                    ]);
                },
                static function (Models\DeveloperRegistration $r): void {
                    self::assertSame('sk_test_4eC3', $r->api_key_prefix);
                    self::assertSame(3000, $r->developer->revenue_share_bps);
                },
            ],
            'createDeveloperApp' => [
                static function (Client $c) {
                    return $c->developer->createApp([
                        'name' => 'Acme Writer',
                        'description' => 'Drafts product copy.',
                        'platform' => 'web',
                    ]);
                },
                static function (Models\App $r): void {
                    self::assertSame('app_7X9Z1B3D5F7H9J1L', $r->id);
                    self::assertSame(Models\AppPlatform::WEB, $r->platform);
                },
            ],
            'getDeveloperStats' => [
                static function (Client $c) {
                    return $c->developer->stats(['from' => '2026-05-01', 'to' => '2026-05-31']);
                },
                static function (Models\DeveloperStats $r): void {
                    self::assertSame(3, $r->totals->calls);
                    self::assertCount(3, $r->by_endpoint);
                    self::assertSame('2026-05-01', $r->from);
                },
            ],
            'listModels' => [
                static function (Client $c) {
                    return $c->ai->listModels();
                },
                static function (Models\ModelList $r): void {
                    $ids = array_map(static function (Models\Model $m): string {
                        return $m->id;
                    }, $r->items);
                    self::assertSame(['orbit-chat-1', 'orbit-image-1', 'orbit-tts-1'], $ids);
                },
            ],
            'routerChat' => [
                static function (Client $c) {
                    $message = ['role' => 'user', 'content' => 'Suggest a name for a tea shop.'];
                    return $c->ai->chat(['model' => 'auto', 'messages' => [$message]]);
                },
                static function (Models\RouterChatResult $r): void {
                    self::assertSame('How about Leaf and Ladle?', $r->message->content);
                    self::assertSame(999, $r->credits_remaining);
                },
            ],
            'deductBalance' => [
                static function (Client $c) {
                    return $c->ai->deduct([
                        'amount' => ['amount' => 150, 'currency' => 'CNY'],
                        'reason' => 'Image upscale',
                        'reference' => 'job_42',
                    ]);
                },
                static function (Models\DeductResult $r): void {
                    self::assertSame('ded_8E0G2J4L6N8Q0S2U', $r->id);
                    self::assertSame(10850, $r->balance->amount);
                },
            ],
            'createChatCompletion' => [
                static function (Client $c) {
                    return $c->generation->createChatCompletion([
                        'prompt' => 'Write a haiku about tea.',
                        'max_tokens' => 64,
                    ]);
                },
                static function (Models\ChatCompletion $r): void {
                    self::assertSame('cmpl_9G1J3L5N7Q9S1U3W', $r->id);
                    self::assertSame(Models\FinishReason::STOP, $r->choices[0]->finish_reason);
                    self::assertSame(21, $r->usage->total_tokens);
                },
            ],
            'createImage' => [
                static function (Client $c) {
                    return $c->generation->createImage([
                        'prompt' => 'A teapot on a windowsill',
                        'style' => Models\ImageStyle::WATERCOLOR,
                        'n' => 1,
                        'size' => Models\ImageSize::SIZE_256X256,
                        'response_format' => 'b64_json',
                    ]);
                },
                static function (Models\ImageGenerationResponse $r): void {
                    self::assertSame('watercolor', $r->style);
                    self::assertSame("\x89PNG\r\n\x1a\n", substr(Images::bytes($r->data[0]), 0, 8));
                },
            ],
            'createSpeech' => [
                static function (Client $c) {
                    return $c->generation->createSpeech([
                        'input' => 'Hello there',
                        'voice' => 'aurora',
                        'response_format' => 'wav',
                        'speed' => 1.0,
                    ]);
                },
                static function (BinaryResponse $r): void {
                    self::assertStringStartsWith('RIFF', $r->getContent());
                    self::assertSame('audio/wav', $r->getMediaType());
                },
            ],
        ];
    }

    /** @return array<string, array{0: string}> */
    public function callNames(): array
    {
        $names = [];
        foreach (array_keys(self::calls()) as $name) {
            $names[$name] = [$name];
        }
        return $names;
    }

    /** @dataProvider callNames */
    public function testOperationAgainstMock(string $name): void
    {
        [$call, $check] = self::calls()[$name];
        $result = $call(self::client());
        $check($result);
        if (is_object($result)) {
            self::assertSame('req_5Q7S9U1W3Y5A7C9E', $result->getRequestId());
        }
    }

    public function testEveryContractOperationIsCovered(): void
    {
        $contract = Contract::sdkMethods();
        self::assertCount(23, $contract, '23 SDK calls: 22 operations, manageOrder as cancel and delete');
        $expected = array_keys($contract);
        $covered = array_keys(self::calls());
        sort($expected);
        sort($covered);
        self::assertSame($expected, $covered, 'calls() must cover every contract operation (and nothing else)');
        $client = self::client();
        foreach ($contract as [$tag, $method]) {
            self::assertTrue(method_exists($client->{$tag}, $method), "\$client->$tag->$method() is missing");
        }
    }

    public function testStreamedChatCompletionAgainstMock(): void
    {
        $stream = self::client()->generation->createChatCompletionStream(['prompt' => 'Write a haiku about tea.']);
        self::assertInstanceOf(Stream::class, $stream);
        $text = '';
        $chunks = 0;
        foreach ($stream as $chunk) {
            self::assertInstanceOf(Models\ChatCompletionChunk::class, $chunk);
            $text .= $chunk->choices[0]->delta->content;
            $chunks++;
        }
        self::assertSame(2, $chunks);
        self::assertSame('Steam over still leaves', $text);
    }

    public function testOrderAutoPagingAgainstMock(): void
    {
        // The mock always answers the same page with has_more: true, so take a bounded number.
        $seen = [];
        foreach (self::client()->orders->listAutoPaging(['limit' => 1]) as $order) {
            $seen[] = $order->order_no;
            if (count($seen) === 3) {
                break;
            }
        }
        self::assertSame([self::ORDER_NO, self::ORDER_NO, self::ORDER_NO], $seen);
    }

    public function testErrorAnswersOfTheMock(): void
    {
        $client = self::client();
        try {
            $prefer = ['headers' => ['Prefer' => 'code=409, example=order_not_deletable']];
            $client->orders->delete(['order_no' => self::ORDER_NO], $prefer);
            self::fail('no exception');
        } catch (\Orbit\Sdk\Exception\ConflictException $e) {
            self::assertSame('order_not_deletable', $e->getErrorCode());
            self::assertSame('conflict_error', $e->getErrorType());
        }
        $this->expectException(\Orbit\Sdk\Exception\AuthenticationException::class);
        (new Client(['base_url' => $client->getBaseUrl(), 'access_token' => null, 'max_retries' => 0]))->orders->list();
    }
}
