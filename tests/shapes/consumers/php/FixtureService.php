<?php

declare(strict_types=1);

namespace Orbit\Shapes\Consumer;

use GuzzleHttp\Client as Guzzle;
use GuzzleHttp\Handler\MockHandler;
use GuzzleHttp\HandlerStack;
use GuzzleHttp\Psr7\Response;
use Psr\Http\Message\RequestInterface;

/**
 * The fixture contract's service for the consumer program, offline: a Guzzle MockHandler (Guzzle's own
 * test double) answering each operation with the contract's examples, and recording what it was sent.
 */
final class FixtureService
{
    private const WIDGET = [
        'id' => 'wgt_0000000000000001',
        'created_at' => '2026-01-02T03:04:05Z',
        'name' => 'Round blue widget',
        'nickname' => null,
        'priority' => 2,
        'shape' => ['radius' => 1.5],
        'size' => 3,
        'labels' => ['colour' => 'blue'],
        'archived_at' => null,
    ];

    /** @var array<string, mixed>|null */
    private ?array $json = null;
    /** @var list<array{0: string, 1: string|null, 2: string}> */
    private array $parts = [];
    /** @var list<string|null> */
    private array $cursors = [];

    public function guzzle(): Guzzle
    {
        $handler = new MockHandler();
        $answer = function (RequestInterface $request): Response {
            return $this->answer($request);
        };
        for ($i = 0; $i < 64; $i++) {
            $handler->append($answer);
        }
        return new Guzzle(['handler' => HandlerStack::create($handler), 'http_errors' => false]);
    }

    /** @return array<string, mixed>|null the last JSON body received */
    public function lastJson(): ?array
    {
        return $this->json;
    }

    /** @return list<array{0: string, 1: string|null, 2: string}> the last multipart body's parts: name, filename, content */
    public function lastParts(): array
    {
        return $this->parts;
    }

    /** @return list<string|null> the starting_after of every list call */
    public function cursors(): array
    {
        return $this->cursors;
    }

    private function answer(RequestInterface $request): Response
    {
        $path = $request->getUri()->getPath();
        $method = $request->getMethod();
        $body = $request->getBody()->getContents();
        $type = $request->getHeaderLine('Content-Type');
        if (strpos($type, 'application/json') === 0) {
            $this->json = json_decode($body, true);
        } elseif (preg_match('/boundary=(\w+)/', $type, $m)) {
            $this->parts = self::parts($body, $m[1]);
        }
        if ($path === '/api/widgets' && $method === 'GET') {
            parse_str($request->getUri()->getQuery(), $query);
            $after = $query['starting_after'] ?? null;
            $this->cursors[] = is_string($after) ? $after : null;
            $second = self::WIDGET;
            $second['id'] = 'wgt_0000000000000002';
            $second['shape'] = ['width' => 2, 'height' => 2];
            $second['size'] = 'large';
            $last = self::WIDGET;
            $last['id'] = 'wgt_0000000000000003';
            $page = $after === null
                ? ['object' => 'list', 'has_more' => true, 'data' => [self::WIDGET, $second]]
                : ['object' => 'list', 'has_more' => false, 'data' => [$last]];
            return self::json(200, $page);
        }
        if (substr($path, -8) === '/content') {
            return new Response(200, ['Content-Type' => 'application/octet-stream'], 'hello widget');
        }
        if (substr($path, -12) === '/attachments') {
            return self::json(201, [
                'id' => 'att_0000000000000001',
                'widget_id' => 'wgt_0000000000000001',
                'filename' => $this->parts[0][1] ?? '',
                'bytes' => strlen($this->parts[0][2] ?? ''),
                'purpose' => 'manual',
                'created_at' => '2026-01-02T03:04:05Z',
            ]);
        }
        if ($method === 'DELETE') {
            return new Response(204);
        }
        if ($path === '/api/widgets/wgt_0000000000000009') {
            return self::json(404, ['error' => [
                'type' => 'not_found_error',
                'code' => 'widget_not_found',
                'message' => 'No widget wgt_0000000000000009',
                'param' => 'widget_id',
                'request_id' => 'req_5Q7S9U1W3Y5A7C9E',
            ]]);
        }
        if ($path === '/api/widgets/wgt_000000000000000f') {
            $future = ['priority' => 7, 'shape' => ['sides' => 6], 'size' => 'huge', 'colour_hex' => '#3366ff'];
            return self::json(200, $future + self::WIDGET);
        }
        return self::json($method === 'POST' ? 201 : 200, self::WIDGET);
    }

    /** @param array<string, mixed> $body */
    private static function json(int $status, array $body): Response
    {
        $headers = ['Content-Type' => 'application/json', 'X-Request-Id' => 'req_5Q7S9U1W3Y5A7C9E'];
        return new Response($status, $headers, (string) json_encode($body));
    }

    /** @return list<array{0: string, 1: string|null, 2: string}> */
    private static function parts(string $body, string $boundary): array
    {
        $parts = [];
        foreach (array_slice(explode("--$boundary", $body), 1, -1) as $part) {
            [$head, $content] = explode("\r\n\r\n", substr($part, 2, -2), 2);
            preg_match('/name="([^"]*)"(?:; filename="([^"]*)")?/', $head, $disposition);
            $parts[] = [$disposition[1], $disposition[2] ?? null, $content];
        }
        return $parts;
    }
}
