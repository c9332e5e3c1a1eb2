<?php
/**
 * Matrix runner for the PHP SDK (Orbit\Sdk). Reads scenario files and runs every step through the
 * SDK's public API: `<tag>.<method>` becomes `$client->$tag->$method($params, $options)` (dynamic
 * property and method names), so a new scenario runs without a code change. Prints one JSON line
 * per scenario: {"scenario", "ok", "failures", "steps", "ms"}. PHP 7.4 and 8.x.
 *
 *   php tests/matrix/runners/php/runner.php --base-url URL [--sandbox-url URL] --target mock|reference \
 *       --operations operations.json [--job ID] scenario.json...
 */

declare(strict_types=1);

$root = dirname(__DIR__, 4);
// Guzzle from Debian (/usr/share/php) or a Composer vendor directory, as the SDK's own tests load it.
if (is_file($root . '/sdks/php/vendor/autoload.php')) {
    require $root . '/sdks/php/vendor/autoload.php';
} else {
    set_include_path('/usr/share/php' . PATH_SEPARATOR . get_include_path());
    require_once 'GuzzleHttp/autoload.php';
    require_once 'GuzzleHttp/Psr7/autoload.php';
    require_once 'GuzzleHttp/Promise/autoload.php';
}
spl_autoload_register(static function (string $class) use ($root): void {
    $prefix = 'Orbit\\Sdk\\';
    if (strncmp($class, $prefix, strlen($prefix)) === 0) {
        $file = $root . '/sdks/php/lib/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
        if (is_file($file)) {
            require $file;
        }
    }
});

use Orbit\Sdk\Exception\OrbitException;
use Orbit\Sdk\OrbitClient;
use Orbit\Sdk\Runtime\BinaryResponse;
use Orbit\Sdk\Runtime\Stream;

final class Missing
{
}

const ERROR_CLASSES = [400 => 'BadRequestException', 401 => 'AuthenticationException', 402 => 'PaymentRequiredException', 403 => 'PermissionDeniedException', 404 => 'NotFoundException', 409 => 'ConflictException', 429 => 'RateLimitException'];

function errorClassFor(int $status): string
{
    return ERROR_CLASSES[$status] ?? ($status >= 500 ? 'ServerException' : 'ApiStatusException');
}

function missingValue(): Missing
{
    static $m;
    return $m ?? ($m = new Missing());
}

// ---- scenario language: paths, interpolation, matchers (same semantics in every runner) ----
// JSON objects are stdClass and JSON arrays are PHP lists, as json_decode() gives them.

function lookup($value, string $path)
{
    if ($path === '') {
        return $value;
    }
    $cur = $value;
    foreach (explode('.', $path) as $part) {
        if ($cur instanceof Missing || $cur === null) {
            return missingValue();
        }
        if (is_array($cur)) {
            $cur = (ctype_digit($part) && array_key_exists((int) $part, $cur)) ? $cur[(int) $part] : missingValue();
        } elseif ($cur instanceof stdClass) {
            $cur = property_exists($cur, $part) ? $cur->$part : missingValue();
        } else {
            return missingValue();
        }
    }
    return $cur;
}

function interpolate($value, array $vars)
{
    if (is_string($value)) {
        $get = static function (string $name) use ($vars) {
            $parts = explode('.', $name, 2);
            if (!array_key_exists($parts[0], $vars)) {
                throw new RuntimeException("variable {$parts[0]} was never captured");
            }
            return lookup($vars[$parts[0]], $parts[1] ?? '');
        };
        if (preg_match('/^\$\{([^}]+)\}$/', $value, $m)) {
            return $get($m[1]);
        }
        return preg_replace_callback('/\$\{([^}]+)\}/', static function ($m) use ($get) {
            $v = $get($m[1]);
            return is_string($v) ? $v : json_encode($v);
        }, $value);
    }
    if (is_array($value)) {
        return array_map(static function ($v) use ($vars) {
            return interpolate($v, $vars);
        }, $value);
    }
    if ($value instanceof stdClass) {
        $out = new stdClass();
        foreach (get_object_vars($value) as $k => $v) {
            $out->$k = interpolate($v, $vars);
        }
        return $out;
    }
    return $value;
}

function isMissing($v): bool
{
    return $v instanceof Missing || $v === null;
}

function show($v): string
{
    return $v instanceof Missing ? 'missing' : substr((string) json_encode($v, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), 0, 400);
}

function isNumber($v): bool
{
    return is_int($v) || is_float($v);
}

function hasOperators(stdClass $o): bool
{
    foreach (get_object_vars($o) as $k => $_) {
        if (strncmp((string) $k, '$', 1) === 0) {
            return true;
        }
    }
    return false;
}

/** @return string[] */
function matchValue($actual, $expected, string $path): array
{
    if ($expected instanceof stdClass && hasOperators($expected)) {
        $out = [];
        foreach (get_object_vars($expected) as $op => $arg) {
            switch ($op) {
                case '$exists':
                    if (isMissing($actual) === (bool) $arg) {
                        $out[] = "$path: expected " . ($arg ? 'present' : 'absent') . ', got ' . show($actual);
                    }
                    break;
                case '$match':
                    if (!is_string($actual) || !preg_match('/' . str_replace('/', '\/', $arg) . '/', $actual)) {
                        $out[] = "$path: expected to match /$arg/, got " . show($actual);
                    }
                    break;
                case '$gte':
                    if (!isNumber($actual) || $actual < $arg) {
                        $out[] = "$path: expected >= $arg, got " . show($actual);
                    }
                    break;
                case '$lte':
                    if (!isNumber($actual) || $actual > $arg) {
                        $out[] = "$path: expected <= $arg, got " . show($actual);
                    }
                    break;
                case '$len':
                    $len = is_array($actual) ? count($actual) : (is_string($actual) ? strlen($actual) : null);
                    if ($len !== $arg) {
                        $out[] = "$path: expected length $arg, got " . ($len === null ? show($actual) : (string) $len);
                    }
                    break;
                case '$contains':
                case '$notContains':
                    $found = false;
                    if (is_array($actual)) {
                        foreach ($actual as $e) {
                            if (matchValue($e, $arg, $path) === []) {
                                $found = true;
                                break;
                            }
                        }
                    }
                    if ($op === '$contains' && !$found) {
                        $out[] = "$path: expected an element matching " . show($arg) . ', got ' . show($actual);
                    } elseif ($op === '$notContains' && (!is_array($actual) || $found)) {
                        $out[] = "$path: expected no element matching " . show($arg) . ', got ' . show($actual);
                    }
                    break;
                case '$ne':
                    if (matchValue($actual, $arg, $path) === []) {
                        $out[] = "$path: expected not " . show($arg) . ', got ' . show($actual);
                    }
                    break;
                default:
                    $out[] = "$path: unknown matcher $op";
            }
        }
        return $out;
    }
    if ($expected instanceof stdClass) {
        if (!($actual instanceof stdClass)) {
            return ["$path: expected an object, got " . show($actual)];
        }
        $out = [];
        foreach (get_object_vars($expected) as $k => $v) {
            $out = array_merge($out, matchValue(property_exists($actual, (string) $k) ? $actual->$k : missingValue(), $v, $path === '' ? (string) $k : "$path.$k"));
        }
        return $out;
    }
    if (is_array($expected)) {
        if (!is_array($actual) || count($actual) !== count($expected)) {
            return ["$path: expected " . show($expected) . ', got ' . show($actual)];
        }
        $out = [];
        foreach ($expected as $i => $v) {
            $out = array_merge($out, matchValue($actual[$i], $v, "$path.$i"));
        }
        return $out;
    }
    if ($expected === null) {
        return isMissing($actual) ? [] : ["$path: expected missing, got " . show($actual)];
    }
    $same = (isNumber($actual) && isNumber($expected)) ? $actual == $expected : $actual === $expected;
    return $same ? [] : ["$path: expected " . show($expected) . ', got ' . show($actual)];
}

/** @return string[] */
function check(array $outcome, $expect): array
{
    $exp = $expect instanceof stdClass ? $expect : new stdClass();
    if (isset($exp->error)) {
        $want = $exp->error;
        if ($outcome['ok']) {
            return ["expected error {$want->status} " . ($want->code ?? '') . ', but the call succeeded'];
        }
        $e = $outcome['error'];
        $out = [];
        if ($e['status'] !== $want->status) {
            $out[] = "expected status {$want->status}, got {$e['status']} " . ($e['code'] ?? '') . ' (' . ($e['message'] ?? '') . ')';
        }
        if (property_exists($want, 'code') && ($e['code'] ?? null) !== $want->code) {
            $out[] = "expected error code {$want->code}, got " . show($e['code'] ?? null);
        }
        if (property_exists($want, 'param') && ($e['param'] ?? null) !== $want->param) {
            $out[] = "expected error param {$want->param}, got " . show($e['param'] ?? null);
        }
        if (($want->requestId ?? true) !== false && !preg_match('/^req_[0-9A-Za-z]{8,40}$/', (string) ($e['request_id'] ?? ''))) {
            $out[] = 'expected the error to carry a request id, got ' . show($e['request_id'] ?? null);
        }
        if (isset($e['class']) && $e['status'] !== 0 && $e['class'] !== errorClassFor($e['status'])) {
            $out[] = 'expected error class ' . errorClassFor($e['status']) . " for {$e['status']}, got {$e['class']}";
        }
        return $out;
    }
    if (!$outcome['ok']) {
        $e = $outcome['error'];
        return ["unexpected error {$e['status']} " . ($e['code'] ?? '') . ' (' . ($e['class'] ?? '') . '): ' . ($e['message'] ?? '')];
    }
    $out = [];
    foreach (get_object_vars($exp->result ?? new stdClass()) as $path => $matcher) {
        $out = array_merge($out, matchValue(lookup($outcome['result'], (string) $path), $matcher, $path === '' ? '(result)' : (string) $path));
    }
    return $out;
}

// ---- sandbox: plain HTTP to the reference server ----
function sandbox(?string $base, string $kind, $params): array
{
    if ($base === null) {
        throw new RuntimeException('sandbox step without --sandbox-url');
    }
    $http = new \GuzzleHttp\Client(['http_errors' => false, 'timeout' => 30]);
    $p = $params instanceof stdClass ? get_object_vars($params) : [];
    if ($kind === 'sms') {
        $res = $http->request('GET', $base . '/__sandbox/sms/' . rawurlencode($p['phone']));
    } elseif ($kind === 'reset') {
        $res = $http->request('POST', $base . '/__sandbox/reset');
    } elseif ($kind === 'pay') {
        $orderNo = $p['order_no'];
        unset($p['order_no']);
        $res = $http->request('POST', $base . '/__sandbox/orders/' . rawurlencode($orderNo) . '/pay', ['body' => json_encode((object) $p), 'headers' => ['content-type' => 'application/json']]);
    } else {
        throw new RuntimeException("unknown sandbox step $kind");
    }
    $text = (string) $res->getBody();
    $body = json_decode($text);
    if ($body === null && $text !== 'null') {
        $body = $text;
    }
    if ($res->getStatusCode() < 300) {
        return ['ok' => true, 'result' => $body];
    }
    return ['ok' => false, 'error' => ['status' => $res->getStatusCode(), 'code' => $body->error->code ?? null, 'message' => substr($text, 0, 300)]];
}

// ---- the SDK call ----
function snake(string $name): string
{
    return strtolower(str_replace('-', '_', (string) preg_replace('/(?<=[a-z0-9])([A-Z])/', '_$1', $name)));
}

function resolveStep(array $index, stdClass $step): array
{
    if (isset($step->call)) {
        [$tag, $method] = explode('.', $step->call);
        foreach ($index as $op) {
            if ($op->tag !== $tag) {
                continue;
            }
            if ($op->method === $method) {
                return [$op, $tag, $method];
            }
            foreach ($op->actions as $a) {
                if ($a->method === $method) {
                    return [$op, $tag, $method];
                }
            }
        }
        throw new RuntimeException("no operation {$step->call} in the contract");
    }
    foreach ($index as $op) {
        if ($op->operationId === $step->operation) {
            $method = $op->method;
            if (isset($step->action)) {
                $method = null;
                foreach ($op->actions as $a) {
                    if ($a->method === $step->action || $a->value === $step->action) {
                        $method = $a->method;
                    }
                }
                if ($method === null) {
                    throw new RuntimeException("{$step->operation} has no action {$step->action}");
                }
            }
            return [$op, $op->tag, $method];
        }
    }
    throw new RuntimeException("no operation {$step->operation} in the contract");
}

/** JSON objects as PHP arrays for the SDK's $params (nested objects as associative arrays). */
function toParams($value)
{
    if ($value instanceof stdClass) {
        $out = [];
        foreach (get_object_vars($value) as $k => $v) {
            $out[$k] = toParams($v);
        }
        return $out;
    }
    if (is_array($value)) {
        return array_map('toParams', $value);
    }
    return $value;
}

/**
 * A streamed answer as a step result (the same shape in every runner): the number of chunks, the
 * concatenated choices.0.delta.content, and the last finish_reason and usage any chunk carried.
 *
 * @param array<int, mixed> $chunks the chunks as json_decode() gives them
 */
function collectStream(array $chunks): stdClass
{
    $text = '';
    $finish = null;
    $usage = null;
    foreach ($chunks as $chunk) {
        $choice = $chunk->choices[0] ?? null;
        if (is_string($choice->delta->content ?? null)) {
            $text .= $choice->delta->content;
        }
        if (($choice->finish_reason ?? null) !== null) {
            $finish = $choice->finish_reason;
        }
        if (($chunk->usage ?? null) !== null) {
            $usage = $chunk->usage;
        }
    }
    return (object) ['chunks' => count($chunks), 'text' => $text, 'finish_reason' => $finish, 'usage' => $usage];
}

/** @param array{idempotency_key: ?string, headers: array<string, string>, max_retries: ?int, stream: bool} $extra */
function sdkCall(OrbitClient $client, stdClass $op, string $resource, string $method, $params, string $stepId, array $extra): array
{
    $res = $client->$resource ?? null;
    if (!is_object($res) || !method_exists($res, $method)) {
        throw new RuntimeException("the SDK has no method \$client->$resource->$method()");
    }
    $args = toParams($params);
    // Header parameters are keyed by their snake_case name in the PHP SDK (`wechatpay_nonce`).
    foreach ($op->params as $p) {
        if ($p->in === 'header' && array_key_exists($p->name, $args)) {
            $args[snake($p->name)] = $args[$p->name];
            unset($args[$p->name]);
        }
    }
    if ($extra['stream']) {
        if (!isset($op->streaming)) {
            throw new RuntimeException("{$op->operationId} has no x-sdk-streaming");
        }
        $args[$op->streaming->param] = true;
    }
    $options = ['headers' => array_merge($extra['headers'], ['X-Matrix-Step' => $stepId])];
    if ($extra['idempotency_key'] !== null) {
        $options['idempotency_key'] = $extra['idempotency_key'];
    }
    if ($extra['max_retries'] !== null) {
        $options['max_retries'] = $extra['max_retries'];
    }
    try {
        $value = $res->$method($args, $options);
        if ($extra['stream']) {
            if (!($value instanceof Stream)) {
                throw new RuntimeException("\$client->$resource->$method() with {$op->streaming->param} => true did not answer a Stream but " . (is_object($value) ? get_class($value) : gettype($value)));
            }
            $chunks = [];
            foreach ($value as $chunk) {
                $chunks[] = json_decode((string) json_encode($chunk));
            }
            return ['ok' => true, 'result' => collectStream($chunks)];
        }
    } catch (OrbitException $e) {
        $class = (new ReflectionClass($e))->getShortName();
        return ['ok' => false, 'error' => ['status' => $e->getStatusCode(), 'code' => $e->getErrorCode(), 'type' => $e->getErrorType(), 'param' => $e->getParam(), 'request_id' => $e->getRequestId(), 'class' => $class, 'message' => $e->getMessage()]];
    } catch (\Throwable $e) {
        return ['ok' => false, 'error' => ['status' => 0, 'class' => get_class($e), 'message' => $e->getMessage()]];
    }
    if ($value instanceof BinaryResponse) {
        $content = $value->getContent();
        return ['ok' => true, 'result' => (object) ['binary' => true, 'length' => strlen($content), 'head' => substr($content, 0, 4)]];
    }
    if (is_string($value)) {
        return ['ok' => true, 'result' => $value];
    }
    return ['ok' => true, 'result' => json_decode((string) json_encode($value))];
}

function runScenario(string $file, array $opts, array $index): void
{
    $started = microtime(true);
    $scenario = json_decode((string) file_get_contents($file));
    $name = $scenario->name ?? basename($file, '.json');
    $target = $opts['target'];
    $failures = [];
    $ran = 0;
    $vars = [];
    $clients = [];
    $clientFor = static function (string $id) use (&$clients, &$vars, $scenario, $opts): OrbitClient {
        if (!isset($clients[$id])) {
            $conf = interpolate($scenario->clients->$id ?? new stdClass(), $vars);
            $options = ['base_url' => $opts['base-url'], 'max_retries' => 0, 'timeout' => 30];
            if (isset($conf->accessToken)) {
                $options['access_token'] = $conf->accessToken;
            }
            if (isset($conf->apiKey)) {
                $options['api_key'] = $conf->apiKey;
            }
            $clients[$id] = new OrbitClient($options);
        }
        return $clients[$id];
    };
    try {
        if (isset($opts['sandbox-url'])) {
            $reset = sandbox($opts['sandbox-url'], 'reset', null);
            if (!$reset['ok']) {
                throw new RuntimeException('sandbox reset failed: ' . $reset['error']['status']);
            }
        }
        foreach ($scenario->steps as $i => $step) {
            if (isset($step->targets) && !in_array($target, $step->targets, true)) {
                continue;
            }
            $ran++;
            $label = 'step ' . ($i + 1) . ' "' . $step->name . '"';
            try {
                $params = interpolate($step->params ?? new stdClass(), $vars);
                if (isset($step->sandbox)) {
                    $outcome = sandbox($opts['sandbox-url'] ?? null, $step->sandbox, $params);
                } else {
                    [$op, $resource, $method] = resolveStep($index, $step);
                    $extra = [
                        'idempotency_key' => $step->idempotencyKey ?? null,
                        'headers' => toParams(interpolate($step->headers ?? new stdClass(), $vars)),
                        'max_retries' => $step->maxRetries ?? null,
                        'stream' => ($step->stream ?? false) === true,
                    ];
                    $outcome = sdkCall($clientFor($step->client ?? 'default'), $op, $resource, $method, $params, ($opts['job'] ?? 'php') . "|$name|$i", $extra);
                }
            } catch (\Throwable $e) {
                $failures[] = "$label: " . $e->getMessage();
                break;
            }
            $expect = interpolate($step->expectOn->$target ?? ($step->expect ?? null), $vars);
            $problems = check($outcome, $expect);
            if ($problems !== []) {
                foreach ($problems as $p) {
                    $failures[] = "$label: $p";
                }
                break;
            }
            foreach (get_object_vars($step->capture ?? new stdClass()) as $variable => $path) {
                $value = lookup($outcome['result'], $path);
                if ($value instanceof Missing) {
                    $failures[] = "$label: nothing to capture at $path";
                    break 2;
                }
                $vars[$variable] = $value;
            }
        }
    } catch (\Throwable $e) {
        $failures[] = $e->getMessage();
    }
    echo json_encode(['scenario' => $name, 'ok' => $failures === [], 'failures' => $failures, 'steps' => $ran, 'ms' => (int) ((microtime(true) - $started) * 1000), 'runtime' => 'php ' . PHP_VERSION], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), "\n";
}

$opts = [];
$files = [];
for ($i = 1; $i < $argc; $i++) {
    if (strncmp($argv[$i], '--', 2) === 0) {
        $opts[substr($argv[$i], 2)] = $argv[++$i];
    } else {
        $files[] = $argv[$i];
    }
}
$index = json_decode((string) file_get_contents($opts['operations']));
foreach ($files as $file) {
    runScenario($file, $opts, $index);
}
