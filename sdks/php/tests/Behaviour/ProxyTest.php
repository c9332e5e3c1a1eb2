<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use Orbit\Sdk\Client;
use Orbit\Sdk\Exception\APIConnectionException;
use Orbit\Sdk\Tests\Support\FaultServer;
use PHPUnit\Framework\TestCase;

/**
 * Proxies from the environment, as users set them: HTTP_PROXY (and HTTPS_PROXY for https://) with
 * NO_PROXY, honoured by the Guzzle client the SDK creates, for answers read whole (curl) and read as they
 * arrive (PHP's http:// stream). The fault server plays the proxy: it sees the absolute target a client
 * sends to a proxy. The service's address is a port nobody listens on, so only the proxy can answer.
 */
final class ProxyTest extends TestCase
{
    private const NAMES = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy'];

    private static FaultServer $proxy;
    /** @var array<string, array{0: string|false, 1: mixed}> each variable's value before the test */
    private array $saved = [];
    private string $service;

    public static function setUpBeforeClass(): void
    {
        self::$proxy = new FaultServer();
    }

    public static function tearDownAfterClass(): void
    {
        self::$proxy->stop();
    }

    protected function setUp(): void
    {
        self::$proxy->reset();
        foreach (self::NAMES as $name) {
            $this->saved[$name] = [getenv($name), $_SERVER[$name] ?? null];
            self::setEnv($name, null);
        }
        $socket = stream_socket_server('tcp://127.0.0.1:0');
        self::assertIsResource($socket);
        $this->service = 'http://' . stream_socket_get_name($socket, false);
        fclose($socket);
    }

    protected function tearDown(): void
    {
        foreach ($this->saved as $name => [$env, $server]) {
            putenv($env === false ? $name : "$name=$env");
            if ($server === null) {
                unset($_SERVER[$name]);
            } else {
                $_SERVER[$name] = $server;
            }
        }
    }

    private static function setEnv(string $name, ?string $value): void
    {
        putenv($value === null ? $name : "$name=$value");
        unset($_SERVER[$name]);
    }

    private function client(): Client
    {
        return new Client(['base_url' => $this->service, 'api_key' => 'sk_test', 'max_retries' => 0]);
    }

    public function testHttpProxyFromTheEnvironmentCarriesEveryKindOfCall(): void
    {
        self::setEnv('HTTP_PROXY', self::$proxy->url);
        self::$proxy->enqueue([
            ['body' => ['object' => 'list', 'items' => []]],
            ['headers' => ['Content-Type' => 'audio/wav'], 'body' => 'RIFF-through-the-proxy'],
        ]);
        $client = $this->client();
        self::assertSame([], $client->ai->listModels()->items);
        self::assertSame('RIFF-through-the-proxy', $client->generation->createSpeech(['input' => 'Hi'])->getContent());
        $targets = array_column(self::$proxy->requests(), 'target');
        self::assertSame(
            [$this->service . '/api/ai/router?action=models', $this->service . '/api/v1/audio/speech'],
            $targets,
            'each request went to the proxy, naming the service'
        );
    }

    public function testLowerCaseNamesCountForStreamedAnswersToo(): void
    {
        self::setEnv('http_proxy', self::$proxy->url);
        self::$proxy->enqueue([
            ['body' => ['object' => 'list', 'items' => []]],
            ['headers' => ['Content-Type' => 'audio/wav'], 'body' => 'RIFF'],
        ]);
        $client = $this->client();
        $client->ai->listModels(); // curl reads http_proxy by itself
        $client->generation->createSpeech(['input' => 'Hi'])->getContent(); // PHP's http:// stream does not
        self::assertCount(2, self::$proxy->requests());
    }

    public function testNoProxyGoesToTheServiceDirectly(): void
    {
        self::setEnv('HTTP_PROXY', self::$proxy->url);
        foreach (['NO_PROXY' => 'localhost, 127.0.0.1', 'no_proxy' => '127.0.0.1'] as $name => $hosts) {
            self::setEnv('NO_PROXY', null);
            self::setEnv($name, $hosts);
            $client = $this->client();
            foreach (['read whole', 'read as it arrives'] as $kind) {
                try {
                    if ($kind === 'read whole') {
                        $client->ai->listModels();
                    } else {
                        $client->generation->createSpeech(['input' => 'Hi']);
                    }
                    self::fail("$name, $kind: no exception");
                } catch (APIConnectionException $e) {
                    self::assertStringContainsString('Connection error', $e->getMessage());
                }
            }
        }
        self::assertSame([], self::$proxy->requests(), 'nothing reached the proxy');
    }
}
