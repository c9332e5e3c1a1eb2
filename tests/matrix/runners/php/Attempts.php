<?php

declare(strict_types=1);

namespace Orbit\MatrixDriver;

use GuzzleHttp\Client as Guzzle;
use GuzzleHttp\HandlerStack;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;

/**
 * The protocol's `middleware: true` (docs/sdk-design.md §6): the attempts of the current call, recorded
 * by a Guzzle middleware on the HTTP client the SDK would use. A Guzzle client with a handler-stack
 * middleware is PHP's usual interception point, and the SDK keeps its per-attempt timeout with it (with
 * a bare PSR-18 decorator the SDK refuses a timeout it cannot enforce).
 */
final class Attempts
{
    /** @var list<array{method: string, path: string, status: int|null}> */
    public array $seen = [];

    /** A Guzzle client like the SDK's default one, with this recorder in its handler stack. */
    public function client(): Guzzle
    {
        $stack = HandlerStack::create();
        $stack->push(function (callable $next): callable {
            return function (RequestInterface $request, array $options) use ($next) {
                $index = count($this->seen);
                $path = $request->getUri()->getPath();
                $this->seen[] = ['method' => $request->getMethod(), 'path' => $path, 'status' => null];
                return $next($request, $options)->then(function (ResponseInterface $response) use ($index) {
                    $this->seen[$index]['status'] = $response->getStatusCode();
                    return $response;
                });
            };
        });
        return new Guzzle(['handler' => $stack, 'http_errors' => false, 'allow_redirects' => false]);
    }
}
