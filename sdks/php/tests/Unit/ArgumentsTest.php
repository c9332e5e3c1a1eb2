<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Unit;

use Orbit\Sdk\Exception\InvalidArgumentException;
use Orbit\Sdk\Exception\OrbitException;
use Orbit\Sdk\Models\ChatMessage;
use Orbit\Sdk\Tests\Support\ClientTestCase;

/**
 * Bad arguments and options are refused before anything is sent, with the SDK's InvalidArgumentException
 * (a \InvalidArgumentException and an OrbitException) naming the argument; enum membership is left to
 * the service.
 */
final class ArgumentsTest extends ClientTestCase
{
    /** @return array<string, array{0: callable, 1: string, 2: string}> call, param named, message part */
    public static function refused(): array
    {
        return [
            'missing required' => [static function ($c) {
                return $c->orders->cancel([]);
            }, 'order_no', 'required'],
            'unknown parameter' => [static function ($c) {
                return $c->orders->list(['pages' => 2]);
            }, 'pages', 'unknown parameter'],
            'wrong kind: string for int' => [static function ($c) {
                return $c->orders->list(['page' => '2']);
            }, 'page', 'must be an integer'],
            'wrong kind: int for string' => [static function ($c) {
                return $c->orders->cancel(['order_no' => 42]);
            }, 'order_no', 'must be a string'],
            'wrong kind: string for bool' => [static function ($c) {
                return $c->generation->createChatCompletion(['prompt' => 'hi', 'stream' => 'yes']);
            }, 'stream', 'true or false'],
            'pattern' => [static function ($c) {
                return $c->orders->cancel(['order_no' => 'ORD-nope']);
            }, 'order_no', 'does not match the pattern'],
            'maxLength' => [static function ($c) {
                return $c->developer->createApp(['name' => str_repeat('é', 65)]);
            }, 'name', 'at most 64 characters'],
            'minLength' => [static function ($c) {
                return $c->auth->userLogin(['account' => '+8613800138000', 'password' => 'short']);
            }, 'password', 'at least 8 characters'],
            'minimum' => [static function ($c) {
                return $c->orders->list(['limit' => 0]);
            }, 'limit', 'at least 1'],
            'maximum' => [static function ($c) {
                return $c->generation->createChatCompletion(['prompt' => 'hi', 'temperature' => 2.5]);
            }, 'temperature', 'at most 2'],
            'minItems' => [static function ($c) {
                return $c->ai->chat(['messages' => []]);
            }, 'messages', 'at least 1 items'],
            'not a list' => [static function ($c) {
                return $c->ai->chat(['messages' => ['role' => 'user', 'content' => 'hi']]);
            }, 'messages', 'must be a list'],
            'nested required' => [static function ($c) {
                return $c->ai->chat(['messages' => [['role' => 'user']]]);
            }, 'messages[0].content', 'required'],
            'nested unknown field of a closed type' => [static function ($c) {
                $amount = ['amount' => 1, 'currency' => 'CNY', 'cents' => 1];
                return $c->ai->deduct(['amount' => $amount, 'reason' => 'x']);
            }, 'amount.cents', 'has no field'],
            'nested range' => [static function ($c) {
                return $c->ai->deduct(['amount' => ['amount' => -1, 'currency' => 'CNY'], 'reason' => 'x']);
            }, 'amount.amount', 'at least 0'],
            'exactly one of: none' => [static function ($c) {
                return $c->generation->createChatCompletion(['max_tokens' => 5]);
            }, 'prompt', 'exactly one of'],
            'exactly one of: both' => [static function ($c) {
                return $c->generation->createChatCompletion([
                    'prompt' => 'hi',
                    'messages' => [['role' => 'user', 'content' => 'hi']],
                ]);
            }, 'prompt', 'exactly one of'],
            'union without a discriminator' => [static function ($c) {
                return $c->auth->unifiedLogin(['phone' => '+8613800138000', 'password' => 'orbit-demo-2026']);
            }, 'mode', 'must be one of sms, password, refresh'],
            'union with an unknown discriminator' => [static function ($c) {
                return $c->auth->unifiedLogin(['mode' => 'magic']);
            }, 'mode', 'must be one of'],
            'a field of another union variant' => [static function ($c) {
                return $c->auth->unifiedLogin([
                    'mode' => 'refresh',
                    'refresh_token' => 'rt_0123456789abcdef',
                    'code' => '123456',
                ]);
            }, 'code', 'unknown parameter'],
            'unknown request option' => [static function ($c) {
                return $c->orders->list([], ['retries' => 1]);
            }, 'retries', 'unknown request option'],
            'negative max_retries' => [static function ($c) {
                return $c->orders->list([], ['max_retries' => -1]);
            }, 'max_retries', 'non-negative'],
            'zero timeout' => [static function ($c) {
                return $c->orders->list([], ['timeout' => 0]);
            }, 'timeout', 'positive'],
            'idempotency key on an operation that moves no money' => [static function ($c) {
                return $c->orders->list([], ['idempotency_key' => 'k-1']);
            }, 'idempotency_key', 'money-moving'],
            'header with a line break' => [static function ($c) {
                return $c->orders->list([], ['headers' => ['X-Trace' => "a\r\nInjected: 1"]]);
            }, 'headers', 'without line breaks'],
            'auto-paging checks before iterating' => [static function ($c) {
                return $c->orders->listAutoPaging(['limit' => 1000]);
            }, 'limit', 'at most 100'],
        ];
    }

    /** @dataProvider refused */
    public function testRefusedBeforeSending(callable $call, string $param, string $message): void
    {
        $client = $this->client();
        try {
            $call($client);
            self::fail('no exception');
        } catch (InvalidArgumentException $e) {
            self::assertInstanceOf(\InvalidArgumentException::class, $e);
            self::assertInstanceOf(OrbitException::class, $e);
            self::assertSame($param, $e->getParam());
            self::assertStringContainsString($message, $e->getMessage());
            self::assertNull($e->getStatusCode());
        }
        self::assertSame([], $this->http->requests, 'nothing was sent');
    }

    public function testEnumMembershipIsTheServicesToCheck(): void
    {
        $this->http->queue(
            self::json(200, self::orderList([])),
            self::json(200, ['sent' => true, 'expires_in' => 300, 'resend_after' => 60])
        );
        $client = $this->client();
        $client->orders->list(['status' => 'disputed']);
        $client->auth->sendSmsCode(['phone' => '+8613800138000', 'scene' => 'a_scene_of_a_newer_release']);
        self::assertSame('status=disputed', $this->http->requests[0]->getUri()->getQuery());
        self::assertStringContainsString('a_scene_of_a_newer_release', (string) $this->http->requests[1]->getBody());
    }

    public function testArgumentsAreSentAsTheContractSpellsThem(): void
    {
        $this->http->queue(self::json(200, ['id' => 'r1', 'conversation_id' => 'conv_0123456789abcdef', 'model' => 'm',
            'message' => ['role' => 'assistant', 'content' => 'hi'],
            'usage' => ['prompt_tokens' => 1, 'completion_tokens' => 1, 'total_tokens' => 2],
            'credits_charged' => 1, 'credits_remaining' => 2, 'created_at' => '2026-05-26T08:30:00Z']));
        $message = new ChatMessage(['role' => 'user', 'content' => 'Hello / 你好']);
        $this->client()->ai->chat(['messages' => [$message], 'max_tokens' => null, 'model' => 'auto']);
        $request = $this->http->requests[0];
        self::assertSame('POST', $request->getMethod());
        self::assertSame('https://api.test/api/ai/router', (string) $request->getUri());
        self::assertSame('application/json', $request->getHeaderLine('Content-Type'));
        // A model is sent as its fields, null counts as absent, slashes and Unicode as they are.
        $expected = '{"messages":[{"role":"user","content":"Hello / 你好"}],"model":"auto"}';
        self::assertSame($expected, (string) $request->getBody());
    }

    public function testFixedValuesPathAndQueryEncoding(): void
    {
        $this->http->queue(
            self::json(200, ['items' => []]),
            self::json(200, ['action' => 'cancel', 'deleted' => false, 'order' => self::order('cancelled')]),
            self::json(200, self::orderList([]))
        );
        $client = $this->client();
        $client->ai->listModels();
        $client->orders->cancel(['order_no' => 'ORD20260526083000K7Q2M9XA']);
        $client->orders->list(['page' => 2, 'limit' => 5, 'status' => 'a b&c']);
        self::assertSame('action=models', $this->http->requests[0]->getUri()->getQuery());
        $body = (string) $this->http->requests[1]->getBody();
        self::assertSame('{"action":"cancel","order_no":"ORD20260526083000K7Q2M9XA"}', $body);
        self::assertSame('page=2&limit=5&status=a%20b%26c', $this->http->requests[2]->getUri()->getQuery());
    }

    /** @return array<string, array{0: array<string, mixed>, 1: array<string, string>, 2: string}> */
    public static function badConfiguration(): array
    {
        return [
            'unknown option' => [['base_uri' => 'https://x.test'], [], 'base_uri'],
            'base_url not a URL' => [['base_url' => 'api.orbit.example'], [], 'base_url'],
            'timeout not positive' => [['timeout' => -1], [], 'timeout'],
            'max_retries a string' => [['max_retries' => '3'], [], 'max_retries'],
            'log_level unknown' => [['log_level' => 'verbose'], [], 'log_level'],
            'logger not PSR-3' => [['logger' => new \stdClass()], [], 'logger'],
            'http_client not PSR-18' => [['http_client' => new \stdClass()], [], 'http_client'],
            'ORBIT_TIMEOUT not a number' => [[], ['ORBIT_TIMEOUT' => 'soon'], 'ORBIT_TIMEOUT'],
            'ORBIT_MAX_RETRIES negative' => [[], ['ORBIT_MAX_RETRIES' => '-1'], 'ORBIT_MAX_RETRIES'],
            'ORBIT_LOG unknown' => [[], ['ORBIT_LOG' => 'trace'], 'ORBIT_LOG'],
        ];
    }

    /**
     * @dataProvider badConfiguration
     *
     * @param array<string, mixed> $options
     * @param array<string, string> $env
     */
    public function testInvalidConfigurationIsRefusedAtConstruction(array $options, array $env, string $param): void
    {
        foreach ($env as $name => $value) {
            putenv("$name=$value");
        }
        $this->expectException(InvalidArgumentException::class);
        try {
            $this->client($options);
        } catch (InvalidArgumentException $e) {
            self::assertSame($param, $e->getParam());
            throw $e;
        }
    }

    public function testOptionsWinOverTheEnvironmentWhichWinsOverTheRules(): void
    {
        putenv('ORBIT_BASE_URL=https://env.test/');
        putenv('ORBIT_ACCESS_TOKEN=at_env');
        putenv('ORBIT_MAX_RETRIES=0');
        $this->http->queue(self::json(503, ['error' => ['type' => 'api_error']]), self::json(200, ['items' => []]));
        $fromEnv = new \Orbit\Sdk\Client(['http_client' => $this->http] + $this->clock->options());
        self::assertSame('https://env.test', $fromEnv->getBaseUrl());
        self::assertSame('at_env', $fromEnv->getAccessToken());
        try {
            $fromEnv->ai->listModels();
            self::fail('ORBIT_MAX_RETRIES=0 means no retry');
        } catch (\Orbit\Sdk\Exception\InternalServerException $e) {
            self::assertCount(1, $this->http->requests);
        }
        $fromOptions = $this->client(['base_url' => 'https://option.test']);
        self::assertSame('https://option.test', $fromOptions->getBaseUrl());
        putenv('ORBIT_BASE_URL');
        self::assertSame('https://api.orbit.example', (new \Orbit\Sdk\Client())->getBaseUrl());
    }

    /** @param mixed $body */
    private static function json(int $status, $body): \Psr\Http\Message\ResponseInterface
    {
        return \Orbit\Sdk\Tests\Support\MemoryClient::json($status, $body);
    }
}
