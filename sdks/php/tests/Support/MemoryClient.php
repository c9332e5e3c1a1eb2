<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Support;

use GuzzleHttp\Psr7\Response;
use Psr\Http\Client\ClientInterface;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;

/**
 * An in-memory PSR-18 client (not Guzzle): answers queued responses in order, or throws queued
 * exceptions, and records every request it was given. With nothing queued it fails the test.
 */
final class MemoryClient implements ClientInterface
{
    /** @var list<ResponseInterface|\Throwable|callable(RequestInterface): ResponseInterface> */
    private array $queue = [];
    /** @var list<RequestInterface> */
    public array $requests = [];

    /** @param ResponseInterface|\Throwable|callable(RequestInterface): ResponseInterface ...$answers */
    public function queue(...$answers): self
    {
        foreach ($answers as $answer) {
            $this->queue[] = $answer;
        }
        return $this;
    }

    /**
     * A JSON answer.
     *
     * @param mixed $body
     * @param array<string, string> $headers
     */
    public static function json(int $status, $body, array $headers = []): ResponseInterface
    {
        return new Response(
            $status,
            $headers + ['Content-Type' => 'application/json', 'X-Request-Id' => 'req_memory' . $status],
            is_string($body) ? $body : json_encode($body)
        );
    }

    /** @param array<string, string> $headers */
    public static function error(int $status, string $type, string $code, array $headers = []): ResponseInterface
    {
        return self::json($status, ['error' => [
            'type' => $type,
            'code' => $code,
            'message' => "$code happened",
            'param' => 'order_no',
            'request_id' => 'req_body' . $status,
        ]], $headers);
    }

    public function sendRequest(RequestInterface $request): ResponseInterface
    {
        $this->requests[] = $request;
        $answer = array_shift($this->queue);
        if ($answer === null) {
            $call = $request->getMethod() . ' ' . $request->getUri();
            throw new \LogicException("MemoryClient: no answer queued for $call");
        }
        if ($answer instanceof \Throwable) {
            throw $answer;
        }
        return $answer instanceof ResponseInterface ? $answer : $answer($request);
    }

    public function pending(): int
    {
        return count($this->queue);
    }
}
