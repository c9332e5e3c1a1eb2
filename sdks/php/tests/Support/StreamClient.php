<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Support;

use GuzzleHttp\Psr7\Response;
use Psr\Http\Client\ClientInterface;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;

/**
 * A foreign PSR-18 client over a real network: PHP's own http:// stream wrapper, no Guzzle involved in
 * sending. Proves the SDK works with any PSR-18 client, not only Guzzle.
 */
final class StreamClient implements ClientInterface
{
    public int $sent = 0;

    public function sendRequest(RequestInterface $request): ResponseInterface
    {
        $headers = [];
        foreach ($request->getHeaders() as $name => $values) {
            $headers[] = $name . ': ' . implode(', ', $values);
        }
        $context = stream_context_create(['http' => [
            'method' => $request->getMethod(),
            'header' => implode("\r\n", $headers),
            'content' => (string) $request->getBody(),
            'ignore_errors' => true,
            'protocol_version' => 1.1,
            'timeout' => 10,
        ]]);
        $this->sent++;
        $stream = @fopen((string) $request->getUri(), 'rb', false, $context);
        if ($stream === false) {
            throw new NetworkFailure($request, 'StreamClient: ' . (error_get_last()['message'] ?? 'no answer'));
        }
        $meta = stream_get_meta_data($stream);
        $body = stream_get_contents($stream);
        fclose($stream);
        $lines = $meta['wrapper_data'];
        $status = (int) explode(' ', (string) array_shift($lines))[1];
        $parsed = [];
        foreach ($lines as $line) {
            [$name, $value] = array_map('trim', explode(':', $line, 2)) + [1 => ''];
            $parsed[$name][] = $value;
        }
        return new Response($status, $parsed, (string) $body);
    }
}
