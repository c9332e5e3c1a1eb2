<?php
/**
 * Every operation of the contract, called through the client facade against the Prism mock of
 * openapi/openapi.yaml (ORBIT_BASE_URL, set by `npx tsx scripts/with-server.ts mock -- ...`), with
 * the decoded result checked against the contract's examples.
 *
 * The list of operations is read from the contract itself: an operation added to the contract
 * fails testEveryContractOperationIsCovered until it has an entry in calls().
 */

namespace Orbit\Sdk\Test\Mock;

use Orbit\Sdk\Model;
use Orbit\Sdk\OrbitClient;
use Orbit\Sdk\Runtime\BinaryResponse;
use Orbit\Sdk\Runtime\Stream;
use Orbit\Sdk\Test\Support\Contract;
use PHPUnit\Framework\TestCase;

final class OperationsTest extends TestCase
{
    private const ACCESS_TOKEN = 'at_Zt8pQ2mW5xR7kL9vN3bC6dF1gH4jK0sY';
    private const API_KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc4eC39HqLyjWDarjt';
    private const ORDER_NO = 'ORD20260526083000K7Q2M9XA';

    private static function client(): OrbitClient
    {
        $baseUrl = getenv('ORBIT_BASE_URL');
        if ($baseUrl === false || $baseUrl === '') {
            self::fail('ORBIT_BASE_URL is not set: run through `npx tsx scripts/with-server.ts mock -- ...`');
        }
        return new OrbitClient([
            'base_url' => $baseUrl,
            'access_token' => self::ACCESS_TOKEN,
            'api_key' => self::API_KEY,
            'max_retries' => 0,
            'timeout' => 20,
        ]);
    }

    /**
     * One call per SDK method the contract defines ("operationId" or "operationId:action"), and a
     * check of its decoded result.
     *
     * @return array<string, array{0: callable(OrbitClient): mixed, 1: callable(mixed): void}>
     */
    public static function calls(): array
    {
        $money = ['amount' => 150, 'currency' => 'CNY'];
        return [
            'sendSmsCode' => [
                static function (OrbitClient $c) { return $c->auth->sendSmsCode(['phone' => '+8613800138000', 'scene' => 'login']); },
                static function (Model\SmsSendResponse $r) { self::assertTrue($r->getSent()); self::assertSame(300, $r->getExpiresIn()); },
            ],
            'unifiedLogin' => [
                static function (OrbitClient $c) { return $c->auth->unifiedLogin(['mode' => 'sms', 'phone' => '+8613800138000', 'code' => '123456']); },
                static function (Model\AuthSession $r) { self::assertSame('at_Zt8pQ2mW5xR7kL9vN3bC6dF1gH4jK0sY', $r->getAccessToken()); self::assertSame('usr_4K6M8P0R2T4V6X8Z', $r->getUser()->getId()); },
            ],
            'miniappLogin' => [
                static function (OrbitClient $c) { return $c->auth->miniappLogin(['code' => '0a3Xk8Ga1s2bQz0mN7pL9rT4vW6yB2cD']); },
                static function (Model\AuthSession $r) { self::assertSame('Bearer', $r->getTokenType()); self::assertSame(7200, $r->getExpiresIn()); },
            ],
            'userLogin' => [
                static function (OrbitClient $c) { return $c->auth->userLogin(['account' => '+8613800138000', 'password' => 'correct horse battery']); },
                static function (Model\AuthSession $r) { self::assertSame('rt_8fJ2kLmN4pQ7sT1vX3zB6cD9eG0hK5mR', $r->getRefreshToken()); self::assertSame(11000, $r->getUser()->getBalance()->getAmount()); },
            ],
            'listPackages' => [
                static function (OrbitClient $c) { return $c->packages->list(['type' => 'all']); },
                static function (Model\PackageList $r) { self::assertCount(3, $r->getItems()); self::assertSame('pkg_vip30d00000001', $r->getItems()[0]->getId()); self::assertSame(2990, $r->getItems()[0]->getPrice()->getAmount()); },
            ],
            'getDistribution' => [
                static function (OrbitClient $c) { return $c->distribution->retrieve(); },
                static function (Model\Distribution $r) { self::assertSame('K7Q2M9XA', $r->getInviteCode()); self::assertSame(299, $r->getEarnings()->getAvailable()->getAmount()); },
            ],
            'applyWithdrawal' => [
                static function (OrbitClient $c) { return $c->distribution->applyWithdrawal(['amount' => ['amount' => 1000, 'currency' => 'CNY'], 'method' => 'payapp', 'account' => 'user@example.com', 'real_name' => 'Li Lei']); },
                static function (Model\Withdrawal $r) { self::assertSame('wd_5J7L9N1Q3S5U7W9Y', $r->getId()); self::assertSame('pending', $r->getStatus()); },
            ],
            'listOrders' => [
                static function (OrbitClient $c) { return $c->orders->list(['page' => 1, 'limit' => 1, 'status' => 'completed']); },
                static function (Model\OrderList $r) { self::assertSame(self::ORDER_NO, $r->getItems()[0]->getOrderNo()); self::assertTrue($r->getHasMore()); self::assertSame(2, $r->getTotal()); },
            ],
            'manageOrder:cancel' => [
                static function (OrbitClient $c) { return $c->orders->cancel(['order_no' => self::ORDER_NO]); },
                static function (Model\OrderActionResult $r) { self::assertSame('cancel', $r->getAction()); self::assertSame('cancelled', $r->getOrder()->getStatus()); },
            ],
            'manageOrder:delete' => [
                static function (OrbitClient $c) { return $c->orders->delete(['order_no' => self::ORDER_NO], ['headers' => ['Prefer' => 'example=deleted']]); },
                static function (Model\OrderActionResult $r) { self::assertSame('delete', $r->getAction()); self::assertTrue($r->getDeleted()); },
            ],
            'createPayment' => [
                static function (OrbitClient $c) { return $c->payments->create(['package_id' => 'pkg_vip30d00000001', 'provider' => 'chatpay']); },
                static function (Model\PaymentCreated $r) { self::assertSame('pending', $r->getOrder()->getStatus()); self::assertSame(self::ORDER_NO, $r->getOrder()->getOrderNo()); },
            ],
            'createChatpayH5Payment' => [
                static function (OrbitClient $c) { return $c->payments->chatpayH5(['order_no' => self::ORDER_NO, 'h5_type' => 'wap', 'client_ip' => '203.0.113.7']); },
                static function (Model\ChatpayH5Payment $r) { self::assertStringStartsWith('https://pay.chatpay.example/h5', $r->getH5Url()); },
            ],
            'notifyChatpay' => [
                static function (OrbitClient $c) {
                    return $c->notifications->chatpay([
                        'wechatpay_timestamp' => '1779784260',
                        'wechatpay_nonce' => '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
                        'wechatpay_signature' => 'V2VjaGF0cGF5IHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=',
                        'wechatpay_serial' => '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
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
                static function (Model\ChatpayNotifyAck $r) { self::assertSame('SUCCESS', $r->getCode()); },
            ],
            'notifyPayapp' => [
                static function (OrbitClient $c) {
                    return $c->notifications->payapp([
                        'notify_time' => '2026-05-26 16:31:00', 'notify_type' => 'trade_status_sync',
                        'notify_id' => 'ac05099524730693a8b330c5ecf72da9786', 'app_id' => '2021000000000001',
                        'charset' => 'utf-8', 'version' => '1.0', 'sign_type' => 'RSA2',
                        'sign' => 'UGF5YXBwIHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=', 'trade_no' => '2026052622001400000000000001',
                        'out_trade_no' => self::ORDER_NO, 'trade_status' => 'TRADE_SUCCESS', 'total_amount' => '29.90',
                    ]);
                },
                static function ($r) { self::assertSame('success', $r); },
            ],
            'registerDeveloper' => [
                static function (OrbitClient $c) { return $c->developer->register(['name' => 'Acme Studio', 'email' => 'dev@acme.example', 'company' => 'Acme Ltd', 'website' => 'https://acme.example']); },
                static function (Model\DeveloperRegistration $r) { self::assertSame('sk_test_4eC3', $r->getApiKeyPrefix()); self::assertSame(3000, $r->getDeveloper()->getRevenueShareBps()); },
            ],
            'createDeveloperApp' => [
                static function (OrbitClient $c) { return $c->developer->createApp(['name' => 'Acme Writer', 'description' => 'Drafts product copy.', 'platform' => 'web']); },
                static function (Model\App $r) { self::assertSame('app_7X9Z1B3D5F7H9J1L', $r->getId()); self::assertSame('web', $r->getPlatform()); },
            ],
            'getDeveloperStats' => [
                static function (OrbitClient $c) { return $c->developer->stats(['from' => new \DateTime('2026-05-01'), 'to' => new \DateTime('2026-05-31')]); },
                static function (Model\DeveloperStats $r) { self::assertSame(3, $r->getTotals()->getCalls()); self::assertCount(3, $r->getByEndpoint()); },
            ],
            'listModels' => [
                static function (OrbitClient $c) { return $c->ai->listModels(); },
                static function (Model\ModelList $r) { self::assertSame(['orbit-chat-1', 'orbit-image-1', 'orbit-tts-1'], array_map(static function ($m) { return $m->getId(); }, $r->getItems())); },
            ],
            'routerChat' => [
                static function (OrbitClient $c) { return $c->ai->chat(['model' => 'auto', 'messages' => [['role' => 'user', 'content' => 'Suggest a name for a tea shop.']]]); },
                static function (Model\RouterChatResponse $r) { self::assertSame('How about Leaf and Ladle?', $r->getMessage()->getContent()); self::assertSame(999, $r->getCreditsRemaining()); },
            ],
            'deductBalance' => [
                static function (OrbitClient $c) use ($money) { return $c->ai->deduct(['amount' => $money, 'reason' => 'Image upscale', 'reference' => 'job_42']); },
                static function (Model\DeductResult $r) { self::assertSame('ded_8E0G2J4L6N8Q0S2U', $r->getId()); self::assertSame(10850, $r->getBalance()->getAmount()); },
            ],
            'createChatCompletion' => [
                static function (OrbitClient $c) { return $c->generation->createChatCompletion(['prompt' => 'Write a haiku about tea.', 'max_tokens' => 64]); },
                static function (Model\ChatCompletion $r) { self::assertSame('cmpl_9G1J3L5N7Q9S1U3W', $r->getId()); self::assertSame('stop', $r->getChoices()[0]->getFinishReason()); self::assertSame(21, $r->getUsage()->getTotalTokens()); },
            ],
            'createImage' => [
                static function (OrbitClient $c) { return $c->generation->createImage(['prompt' => 'A teapot on a windowsill', 'style' => 'watercolor', 'n' => 1, 'size' => '256x256', 'response_format' => 'b64_json']); },
                static function (Model\ImageGenerationResponse $r) { self::assertSame('watercolor', $r->getStyle()); self::assertSame("\x89PNG\r\n\x1a\n", substr((string) $r->getData()[0]->getB64JsonBytes(), 0, 8)); },
            ],
            'createSpeech' => [
                static function (OrbitClient $c) { return $c->generation->createSpeech(['input' => 'Hello there', 'voice' => 'aurora', 'response_format' => 'wav', 'speed' => 1.0]); },
                static function (BinaryResponse $r) { self::assertStringStartsWith('RIFF', $r->getContent()); self::assertStringStartsWith('audio/wav', $r->getContentType()); },
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
        $client = self::client();
        $result = $call($client);
        $check($result);
        $info = is_object($result) && method_exists($result, 'getLastResponse') ? $result->getLastResponse() : $client->getLastResponse();
        self::assertNotNull($info);
        self::assertSame('req_5Q7S9U1W3Y5A7C9E', $info->getRequestId());
    }

    public function testEveryContractOperationIsCovered(): void
    {
        $contract = Contract::sdkMethods();
        self::assertCount(23, $contract, 'the contract defines 23 SDK calls (22 operations, manageOrder as cancel and delete)');
        $expected = array_keys($contract);
        $covered = array_keys(self::calls());
        sort($expected);
        sort($covered);
        self::assertSame($expected, $covered, 'calls() must cover every contract operation (and nothing else)');
    }

    public function testEveryContractOperationHasItsNamedMethod(): void
    {
        $client = self::client();
        $sdk = [];
        foreach (OrbitClient::operations() as $resource => $operations) {
            foreach ($operations as $operationId => $op) {
                $sdk[$operationId] = $resource;
            }
        }
        foreach (Contract::sdkMethods() as $name => [$tag, $method]) {
            $operationId = explode(':', $name)[0];
            self::assertArrayHasKey($operationId, $sdk, "$operationId is missing from the SDK");
            self::assertSame($tag, $sdk[$operationId], "$operationId belongs to the $tag resource");
            self::assertTrue(method_exists($client->{$tag}, $method), "\$client->$tag->$method() is missing");
        }
        self::assertCount(22, $sdk);
    }

    public function testStreamedChatCompletionAgainstMock(): void
    {
        $stream = self::client()->generation->createChatCompletionStream(['prompt' => 'Write a haiku about tea.']);
        self::assertInstanceOf(Stream::class, $stream);
        $text = '';
        $chunks = 0;
        foreach ($stream as $chunk) {
            self::assertInstanceOf(Model\ChatCompletionChunk::class, $chunk);
            $text .= $chunk->getChoices()[0]->getDelta()->getContent();
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
            $seen[] = $order->getOrderNo();
            if (count($seen) === 3) {
                break;
            }
        }
        self::assertSame([self::ORDER_NO, self::ORDER_NO, self::ORDER_NO], $seen);
    }
}
