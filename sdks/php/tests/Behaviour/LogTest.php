<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use GuzzleHttp\Psr7\Request;
use Orbit\Sdk\Exception\OrbitException;
use Orbit\Sdk\Generated\Constants;
use Orbit\Sdk\Tests\Support\ClientTestCase;
use Orbit\Sdk\Tests\Support\MemoryClient;
use Orbit\Sdk\Tests\Support\NetworkFailure;
use Orbit\Sdk\Tests\Support\RecordingLogger;

/**
 * The log switch: off by default; `info` one line per attempt in the rules' format; `debug` adds the
 * request headers with the rules' secret headers redacted; never a credential, a body or a query string.
 */
final class LogTest extends ClientTestCase
{
    private const SECRETS = [
        'at_SECRET_login_token',
        'at_SECRET_login_token2',
        'sk_SECRET_api_key',
        'rt_SECRET0000000000000',
        'k-SECRET-idem',
        'orbit-demo',
        'session=SECRET',
        'sig-SECRET',
    ];

    public function testOffByDefault(): void
    {
        $logger = new RecordingLogger();
        $this->http->queue(MemoryClient::json(200, ['items' => []]));
        $this->client(['logger' => $logger])->ai->listModels();
        self::assertSame([], $logger->lines);
    }

    public function testInfoWritesOneLinePerAttemptInTheRulesFormat(): void
    {
        $logger = new RecordingLogger();
        $request = new Request('GET', 'https://api.test/');
        $this->http->queue(
            MemoryClient::error(503, 'api_error', 'busy'),
            new NetworkFailure($request, 'Operation timed out'),
            new NetworkFailure($request, 'Connection refused'),
            MemoryClient::json(200, self::orderList([]), ['X-Request-Id' => 'req_ok'])
        );
        $this->client(['log_level' => 'info', 'logger' => $logger, 'max_retries' => 3])->orders->list(['page' => 2]);
        $pattern = '/^' . strtr(preg_quote(Constants::LOG_FORMAT, '/'), [
            '\{level\}' => 'info',
            '\{method\}' => 'GET',
            '\{path\}' => '\/api\/user\/orders',
            '\{status\}' => '(?<status>[a-z_0-9]+)',
            '\{attempt\}' => '(?<attempt>\d+)',
            '\{request_id\}' => '(?<id>[\w-]+)',
            '\{elapsed_ms\}' => '\d+',
        ]) . '$/';
        $seen = [];
        foreach ($logger->lines as [$level, $line]) {
            self::assertSame('info', $level);
            self::assertMatchesRegularExpression($pattern, $line);
            preg_match($pattern, $line, $m);
            $seen[] = [$m['status'], $m['attempt'], $m['id']];
        }
        self::assertSame([
            ['503', '1', 'req_memory503'],
            ['timeout', '2', '-'],
            ['connection_error', '3', '-'],
            ['200', '4', 'req_ok'],
        ], $seen);
    }

    public function testTheEnvironmentSwitchWritesToStandardErrorWithoutALogger(): void
    {
        // Standard error is the sink: run a child PHP so its stderr can be read.
        $script = sprintf(
            '<?php require %s; putenv("%s=info");'
            . ' $c = new %s(["base_url" => "http://127.0.0.1:9", "max_retries" => 0, "timeout" => 5]);'
            . ' try { $c->packages->list(); } catch (%s $e) { echo get_class($e); }',
            var_export(dirname(__DIR__) . '/bootstrap.php', true),
            Constants::ENV_LOG,
            '\\Orbit\\Sdk\\Client',
            '\\Orbit\\Sdk\\Exception\\OrbitException'
        );
        $file = tempnam(sys_get_temp_dir(), 'orbit-log') . '.php';
        file_put_contents($file, $script);
        $process = proc_open([PHP_BINARY, $file], [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
        $stdout = stream_get_contents($pipes[1]);
        $stderr = stream_get_contents($pipes[2]);
        proc_close($process);
        unlink($file);
        self::assertSame('Orbit\\Sdk\\Exception\\APIConnectionException', $stdout);
        $line = '~^orbit info: GET /api/user/packages status=connection_error attempt=1 request_id=- elapsed_ms=\d+$~m';
        self::assertMatchesRegularExpression($line, $stderr);
    }

    public function testDebugRedactsEverySecretHeaderAndNeverLogsCredentialsOrBodies(): void
    {
        $logger = new RecordingLogger();
        $payment = ['order' => self::order()];
        $session = [
            'access_token' => 'at_SECRET_login_token2',
            'token_type' => 'Bearer',
            'expires_in' => 1,
            'expires_at' => '2026-05-26T10:30:00Z',
            'refresh_token' => 'rt_SECRET0000000000000',
            'refresh_expires_in' => 1,
            'user' => [
                'id' => 'u',
                'membership' => ['active' => false, 'level' => 'free'],
                'credits' => 1,
                'balance' => ['amount' => 1, 'currency' => 'CNY'],
                'invite_code' => 'DEMO2026',
                'created_at' => 'x',
            ],
        ];
        $this->http->queue(
            MemoryClient::json(200, $session),
            MemoryClient::error(503, 'api_error', 'busy'),
            MemoryClient::json(200, $payment),
            MemoryClient::json(200, ['created_at' => 'x', 'model' => 'm', 'style' => 'sketch', 'data' => []])
        );
        $client = $this->client([
            'log_level' => 'debug',
            'logger' => $logger,
            'access_token' => 'at_SECRET_login_token',
            'api_key' => 'sk_SECRET_api_key',
            'default_headers' => ['Cookie' => 'session=SECRET', 'Orbit-Sandbox' => 'w-1'],
        ]);
        $login = ['mode' => 'password', 'phone' => '+8613800138000', 'password' => 'orbit-demo-2026'];
        $client->auth->unifiedLogin($login);
        $payment = ['package_id' => 'pkg_vip30d00000001', 'provider' => 'chatpay'];
        $client->payments->create($payment, ['idempotency_key' => 'k-SECRET-idem']);
        $client->generation->createImage(['prompt' => 'tea'], ['headers' => ['Wechatpay-Signature' => 'sig-SECRET']]);

        $headerLines = array_values(array_filter($logger->lines, static function (array $l): bool {
            return $l[0] === 'debug';
        }));
        self::assertCount(4, $headerLines, 'one header line per attempt');
        $checked = 0;
        foreach ($logger->lines as [, $line]) {
            foreach (self::SECRETS as $secret) {
                self::assertStringNotContainsString($secret, $line);
            }
            self::assertStringNotContainsString('{', $line, 'no body');
            $checked++;
        }
        foreach ($headerLines as [, $line]) {
            self::assertStringContainsString('Orbit-Sandbox: w-1', $line, 'other headers are shown');
        }
        self::assertStringContainsString('Authorization: ' . Constants::LOG_REDACTED, $headerLines[1][1]);
        $idempotency = Constants::IDEMPOTENCY_HEADER . ': ' . Constants::LOG_REDACTED;
        self::assertStringContainsString($idempotency, $headerLines[1][1]);
        self::assertStringContainsString('Cookie: ' . Constants::LOG_REDACTED, $headerLines[0][1]);
        self::assertStringContainsString('Wechatpay-Signature: ' . Constants::LOG_REDACTED, $headerLines[3][1]);
        self::assertGreaterThanOrEqual(8, $checked);
        // Printed for the suite's output (issue 12: the redaction test says how many lines it checked).
        fwrite(STDERR, "\nlog redaction: $checked log lines checked, no credential, token, key or body in any\n");
    }
}
