<?php

declare(strict_types=1);

namespace Orbit\Sdk\Testing;

use GuzzleHttp\Client as Guzzle;
use GuzzleHttp\Exception\ConnectException;
use GuzzleHttp\Promise\Create;
use GuzzleHttp\Promise\PromiseInterface;
use GuzzleHttp\Psr7\Query;
use GuzzleHttp\Psr7\Response;
use Orbit\Sdk\Client;
use Orbit\Sdk\Core\BaseModel;
use Orbit\Sdk\Generated\Constants;
use Orbit\Sdk\Testing\Generated\Routes;
use Orbit\Sdk\Testing\Generated\Schemas;
use Psr\Http\Message\RequestInterface;

/**
 * The Orbit service, faked for unit tests of code that uses the SDK: a real Client whose HTTP client answers
 * the operations you register by their SDK name (`orders.list`, `orders.cancel`) with fixtures, errors, bytes,
 * chunks, sequences or a function of the call. Everything between your code and HTTP is the SDK's own: argument
 * checks, retries (without waiting: the client's `sleep` records each wait in waits()), error mapping,
 * pagination, streams and session renewal run as in production. Every request is recorded as a Call; a request
 * nobody registered fails loudly (UnexpectedCallException). The client reads no ORBIT_* environment variable.
 *
 *     $fake = new FakeService();
 *     $fake->on('orders.cancel', Fixtures::orderActionResult());
 *     $fake->on('orders.delete', Answer::error(404, 'order_not_found'));
 *     $client = $fake->client();
 */
final class FakeService
{
    /** @var array<string, array{0: string, 1: list<string>}> each path template as a pattern and its names */
    private static array $patterns = [];
    /** @var array<string, list<BaseModel|Answer|callable>> */
    private array $answers = [];
    /** @var array<string, int> */
    private array $answered = [];
    /** @var list<Call> */
    private array $calls = [];
    /** @var list<float> */
    private array $waits = [];
    private float $now;
    private int $requestIds = 0;
    private ?Guzzle $http = null;

    public function __construct()
    {
        $this->now = microtime(true);
    }

    /**
     * Registers how an operation answers, replacing what was registered for it: one answer answers every call;
     * several answer one call each, in order (a call after the last fails). An answer is a fixture of the
     * operation's answer type (Fixtures::…), an Answer, or a function of the Call that returns one of those.
     *
     * @param BaseModel|Answer|callable(Call): (BaseModel|Answer) ...$answers
     *
     * @throws InvalidFixtureException an operation the contract does not have, an answer it could not give
     */
    public function on(string $operation, ...$answers): self
    {
        $route = Routes::ROUTES[$operation] ?? null;
        if ($route === null) {
            $known = implode(', ', array_keys(Routes::ROUTES));
            throw new InvalidFixtureException("no operation is named '$operation' (the operations: $known)");
        }
        if ($answers === []) {
            throw new InvalidFixtureException("on('$operation') needs at least one answer");
        }
        foreach ($answers as $answer) {
            if (!self::isFunction($answer)) {
                self::fit($operation, $route, $answer);
            }
        }
        $this->answers[$operation] = array_values($answers);
        $this->answered[$operation] = 0;
        return $this;
    }

    /**
     * A Client of the SDK that calls this fake: no credential, the rules' defaults, no retry waits, and none
     * of the ORBIT_* environment variables; any client option of yours wins (but `http_client`, which is this).
     *
     * @param array<string, mixed> $options
     */
    public function client(array $options = []): Client
    {
        if (array_key_exists('http_client', $options)) {
            throw new InvalidFixtureException("the FakeService is the client's HTTP client: leave out 'http_client'");
        }
        // Every option an environment variable could set is given, so none is read (README: Configuration).
        return new Client($options + [
            'base_url' => Constants::DEFAULT_BASE_URL,
            'access_token' => null,
            'api_key' => null,
            'timeout' => Constants::TIMEOUT_SECONDS,
            'max_retries' => Constants::MAX_RETRIES,
            'log_level' => Constants::LOG_LEVELS[0],
            'http_client' => $this->httpClient(),
            'sleep' => function (float $seconds): void {
                $this->waits[] = $seconds;
                $this->now += $seconds;
            },
            'clock' => function (): float {
                return $this->now;
            },
            'random' => static function (): float {
                return 0.0;
            },
        ]);
    }

    /**
     * The HTTP client behind client(): a Guzzle client whose handler is this fake, for a Client you build
     * yourself (it then reads the environment as any Client does).
     */
    public function httpClient(): Guzzle
    {
        if ($this->http === null) {
            $this->http = new Guzzle(['handler' => function (RequestInterface $request): PromiseInterface {
                return $this->handle($request);
            }]);
        }
        return $this->http;
    }

    /**
     * The calls made so far, in order, of every operation or of one.
     *
     * @return list<Call>
     */
    public function calls(?string $operation = null): array
    {
        return array_values(array_filter($this->calls, static function (Call $call) use ($operation): bool {
            return $operation === null || $call->operation === $operation;
        }));
    }

    /**
     * The waits before each retry the client made (seconds), which it did not wait.
     *
     * @return list<float>
     */
    public function waits(): array
    {
        return $this->waits;
    }

    private function handle(RequestInterface $request): PromiseInterface
    {
        $query = Query::parse($request->getUri()->getQuery());
        [$operation, $route, $arguments, $body] = self::route($request, $query);
        foreach ($route['headers'] ?? [] as $name) {
            if ($request->hasHeader($name)) {
                $arguments[$name] = $request->getHeaderLine($name);
            }
        }
        $arguments += array_diff_key($query, $route['fixedQuery'] ?? []);
        $arguments += array_diff_key($body ?? [], $route['fixedBody'] ?? []);
        $call = new Call($operation, $request, $query, $body, $arguments);
        $this->calls[] = $call;

        $answer = $this->next($operation, $route);
        if (self::isFunction($answer)) {
            $answer = $answer($call);
            self::fit($operation, $route, $answer);
        }
        return $this->respond($route, $answer, $request);
    }

    /**
     * The operation a request is (the most specific by fixed values: `orders.cancel` has `action: cancel`), its
     * path arguments and its body.
     *
     * @param array<string, string|list<string>> $query
     *
     * @return array{0: string, 1: array<string, mixed>, 2: array<string, string>, 3: array<string, mixed>|null}
     */
    private static function route(RequestInterface $request, array $query): array
    {
        $path = $request->getUri()->getPath();
        $raw = (string) $request->getBody();
        $contentType = $request->getHeaderLine('Content-Type');
        $json = stripos($contentType, 'application/json') === 0 ? json_decode($raw, true) : null;
        $sent = $query + (is_array($json) ? $json : []);
        $found = null;
        foreach (Routes::ROUTES as $name => $route) {
            [$pattern, $names] = self::pattern($route['path']);
            if ($route['method'] !== $request->getMethod() || !preg_match($pattern, $path, $match)) {
                continue;
            }
            $fixed = ($route['fixedQuery'] ?? []) + ($route['fixedBody'] ?? []);
            foreach ($fixed as $key => $value) {
                if (!array_key_exists($key, $sent) || $sent[$key] !== $value) {
                    continue 2;
                }
            }
            if ($found === null || count($fixed) > $found[3]) {
                $values = array_map('rawurldecode', array_slice($match, 1));
                $found = [$name, $route, $names === [] ? [] : array_combine($names, $values), count($fixed)];
            }
        }
        if ($found === null) {
            throw new UnexpectedCallException("{$request->getMethod()} $path is no operation of the contract");
        }
        $body = is_array($json) ? $json : null;
        if (preg_match('~^multipart/form-data;\s*boundary="?([^";]+)~i', $contentType, $m)) {
            $body = self::parts($raw, $m[1], $found[1]['lists'] ?? []);
        }
        return [$found[0], $found[1], $found[2], $body];
    }

    /**
     * @param array<string, mixed> $route
     *
     * @return BaseModel|Answer|callable
     */
    private function next(string $operation, array $route)
    {
        $answers = $this->answers[$operation] ?? null;
        if ($answers === null) {
            $how = [
                'json' => 'Fixtures::' . lcfirst($route['type'] ?? '') . '()',
                'stream' => 'Answer::chunks([Fixtures::' . lcfirst($route['type'] ?? '') . '()])',
                'binary' => "Answer::bytes('…')",
                'text' => "Answer::text('…')",
                'empty' => 'Answer::noContent()',
            ][$route['answer']];
            throw new UnexpectedCallException(
                "$operation ({$route['method']} {$route['path']}) was called, but no answer is registered for it: "
                . "register one with \$fake->on('$operation', $how) or an Answer."
            );
        }
        $n = $this->answered[$operation]++;
        if (count($answers) > 1 && $n >= count($answers)) {
            $count = count($answers);
            throw new UnexpectedCallException(
                "$operation was called " . ($n + 1) . " times, but $count answers are registered (one per call)."
            );
        }
        return $answers[min($n, count($answers) - 1)];
    }

    /**
     * Whether an answer is one the operation can give: a fixture of its answer type, chunks of its chunk type,
     * bytes of a binary answer, text of a text answer, no content where it answers none; errors, JSON as given
     * and failures fit every operation.
     *
     * @param array<string, mixed> $route
     * @param mixed $answer
     *
     * @throws InvalidFixtureException
     */
    private static function fit(string $operation, array $route, $answer): void
    {
        $kind = $answer instanceof Answer ? $answer->kind() : ($answer instanceof BaseModel ? 'fixture' : null);
        if ($kind === null) {
            $what = is_object($answer) ? get_class($answer) : gettype($answer);
            throw new InvalidFixtureException(
                "$operation: an answer is a fixture (Fixtures::…), an Answer or a function of the Call, not $what"
            );
        }
        $wanted = ['fixture' => 'json', 'chunks' => 'stream', 'bytes' => 'binary'];
        $wanted += ['text' => 'text', 'empty' => 'empty'];
        if (isset($wanted[$kind]) && $wanted[$kind] !== $route['answer']) {
            $answers = ['json' => $route['type'], 'stream' => "chunks of {$route['type']}", 'binary' => 'bytes',
                'text' => 'text', 'empty' => 'no content'][$route['answer']];
            $given = ['fixture' => 'a fixture', 'bytes' => 'bytes', 'text' => 'text', 'empty' => 'no content',
                'chunks' => 'chunks'][$kind];
            throw new InvalidFixtureException("$operation answers $answers, not $given");
        }
        $class = Schemas::TYPES[$route['type'] ?? '']['class'] ?? null;
        $models = $kind === 'chunks' ? $answer->get('chunks') : [];
        if ($kind === 'fixture') {
            $models = [$answer instanceof Answer ? $answer->get('fixture') : $answer];
        }
        foreach ($models as $model) {
            if (!$model instanceof $class) {
                $what = is_object($model) ? get_class($model) : gettype($model);
                throw new InvalidFixtureException("$operation answers {$route['type']}, not $what");
            }
        }
    }

    /**
     * The HTTP answer (or failure) of an answer, with an X-Request-Id of its own.
     *
     * @param array<string, mixed> $route
     * @param BaseModel|Answer $answer
     */
    private function respond(array $route, $answer, RequestInterface $request): PromiseInterface
    {
        if ($answer instanceof BaseModel) {
            $answer = Answer::fixture($answer);
        }
        $id = sprintf('req_fake%08d', ++$this->requestIds);
        $status = $route['status'];
        $type = 'application/json';
        $body = '';
        switch ($answer->kind()) {
            case 'fixture':
                $body = self::json($answer->get('fixture'));
                break;
            case 'json':
                $status = $answer->get('status') ?? $status;
                $body = self::json($answer->get('body'));
                break;
            case 'error':
                $status = $answer->get('status');
                $body = self::json(['error' => $answer->get('error') + ['request_id' => $id]]);
                break;
            case 'bytes':
            case 'text':
                $type = $answer->get('mediaType') ?? $route['mediaType'];
                $body = $answer->get('content');
                break;
            case 'empty':
                $type = null;
                break;
            case 'chunks':
                $type = 'text/event-stream';
                foreach ($answer->get('chunks') as $chunk) {
                    $body .= 'data: ' . self::json($chunk) . "\n\n";
                }
                $error = $answer->get('error');
                $event = $error === null ? null : self::json(['error' => $error->get('error') + ['request_id' => $id]]);
                $body .= $event === null ? "data: {$route['done']}\n\n" : "event: error\ndata: $event\n\n";
                break;
            default:
                $context = $answer->get('timeout') ? ['errno' => 28] : [];
                return Create::rejectionFor(new ConnectException($answer->get('message'), $request, null, $context));
        }
        $headers = [Constants::REQUEST_ID_HEADER => $id] + ($type === null ? [] : ['Content-Type' => $type]);
        foreach ($answer->headers() as $name => $value) {
            foreach (array_keys($headers) as $own) {
                if (strcasecmp($own, $name) === 0) {
                    unset($headers[$own]);
                }
            }
            $headers[$name] = $value;
        }
        return Create::promiseFor(new Response($status, $headers, $body));
    }

    /** @param mixed $value */
    private static function json($value): string
    {
        $flags = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION;
        return (string) json_encode($value, $flags);
    }

    /** @param mixed $answer */
    private static function isFunction($answer): bool
    {
        $value = $answer instanceof Answer || $answer instanceof BaseModel;
        return !$value && is_object($answer) && is_callable($answer);
    }

    /**
     * A path template as a pattern (any base path before it) and the names of its parameters.
     *
     * @return array{0: string, 1: list<string>}
     */
    private static function pattern(string $template): array
    {
        if (!isset(self::$patterns[$template])) {
            $parts = preg_split('/\{([^}]+)\}/', $template, -1, PREG_SPLIT_DELIM_CAPTURE) ?: [];
            $regex = '';
            $names = [];
            foreach ($parts as $i => $part) {
                if ($i % 2 === 1) {
                    $names[] = $part;
                    $regex .= '([^/]+)';
                } else {
                    $regex .= preg_quote($part, '~');
                }
            }
            self::$patterns[$template] = ['~^(?:/.*)?' . $regex . '$~', $names];
        }
        return self::$patterns[$template];
    }

    /**
     * A multipart/form-data body by part name: a file part as ['filename', 'content_type', 'content'], a JSON
     * part decoded, a text part as its text; the parts of a list (`lists`) as a list.
     *
     * @param list<string> $lists
     *
     * @return array<string, mixed>
     */
    private static function parts(string $raw, string $boundary, array $lists): array
    {
        $out = [];
        foreach (explode("--$boundary", $raw) as $i => $piece) {
            if ($i === 0 || strncmp($piece, '--', 2) === 0) {
                continue; // the preamble, the closing delimiter
            }
            [$head, $content] = array_pad(explode("\r\n\r\n", substr($piece, 2), 2), 2, '');
            $content = substr($content, 0, -2);
            preg_match('/name="([^"]*)"/i', $head, $name);
            preg_match('/filename="([^"]*)"/i', $head, $file);
            preg_match('/^Content-Type:\s*(.+)$/mi', $head, $type);
            $mediaType = isset($type[1]) ? trim($type[1]) : null;
            $value = $content;
            if ($file !== []) {
                $value = ['filename' => $file[1], 'content_type' => $mediaType, 'content' => $content];
            } elseif ($mediaType !== null && stripos($mediaType, 'application/json') === 0) {
                $value = json_decode($content, true);
            }
            $key = $name[1] ?? '';
            if (in_array($key, $lists, true)) {
                $out[$key][] = $value;
            } else {
                $out[$key] = $value;
            }
        }
        return $out;
    }
}
