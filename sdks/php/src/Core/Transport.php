<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use Orbit\Sdk\Exception\APIConnectionException;
use Orbit\Sdk\Exception\APITimeoutException;
use Orbit\Sdk\Exception\OrbitException;
use Orbit\Sdk\Generated\Constants;
use GuzzleHttp\Exception\ConnectException;
use GuzzleHttp\Exception\GuzzleException;
use GuzzleHttp\Exception\RequestException;
use GuzzleHttp\TransferStats;
use Psr\Http\Client\ClientExceptionInterface;
use Psr\Http\Client\ClientInterface;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\StreamInterface;

/**
 * Sends one attempt through the PSR-18 client and turns every failure of the HTTP client into the SDK's
 * own exceptions (the client's exception is getPrevious()).
 *
 * The timeouts of an attempt: with a Guzzle client (the default, or yours) the SDK passes `timeout` to
 * Guzzle for each request, so it bounds the whole attempt, or for streamed and binary answers the wait
 * for the headers; after them the socket's read timeout is the idle timeout, the longest wait for the
 * next piece of the body (AnswerBody). A PSR-18 interface has no per-request options: with another
 * client its own timeout settings apply, and the SDK refuses its `timeout` and `idle_timeout` options.
 */
final class Transport
{
    private ClientInterface $client;
    private bool $guzzle;
    private int $resends = 0;
    /** @var array<int, mixed> the Guzzle client's own curl options, and the ones the SDK adds per request */
    private array $curl = [];
    /** @var mixed the Guzzle client's `proxy` option (the SDK's own client: from the environment, Proxies) */
    private $proxy = null;

    public function __construct(ClientInterface $client)
    {
        $this->client = $client;
        $this->guzzle = $client instanceof \GuzzleHttp\ClientInterface;
        if ($this->guzzle) {
            $this->proxy = $client->getConfig('proxy');
        }
        if ($this->guzzle && defined('CURLINFO_HEADER_OUT')) {
            // A request's `curl` option replaces the client's, so the client's own are carried along.
            $own = $client->getConfig('curl');
            $this->curl = (is_array($own) ? $own : []) + [CURLINFO_HEADER_OUT => true];
        }
    }

    /**
     * @param float|null $idleTimeout for an answer read as it arrives (streamed or binary): the longest
     *     wait for each piece of its body; null for an answer read whole
     * @param int|null $bodyBytes the body's size; null when unknown (a chunked body, sent on a new connection)
     * @param bool $last no retry is left (or the body cannot be sent again): send on a new connection, so
     *     that curl cannot send it again by itself (see resends())
     *
     * @throws APIConnectionException no answer, or (for an answer read as it arrives) no first piece of a
     *     successful one (APITimeoutException: none within the timeout)
     */
    public function send(
        RequestInterface $request,
        float $timeout,
        ?float $idleTimeout,
        ?int $bodyBytes,
        bool $last
    ): ResponseInterface {
        $this->resends = 0;
        $started = hrtime(true);
        try {
            $response = $this->exchange($request, $timeout, $idleTimeout !== null, $bodyBytes, $last);
        } catch (ClientExceptionInterface | GuzzleException $e) {
            throw self::failure($e, $timeout, (hrtime(true) - $started) / 1e9);
        }
        return $idleTimeout === null ? $response : $this->asItArrives($response, $idleTimeout);
    }

    /**
     * @throws ClientExceptionInterface|GuzzleException
     */
    private function exchange(
        RequestInterface $request,
        float $timeout,
        bool $stream,
        ?int $bodyBytes,
        bool $last
    ): ResponseInterface {
        if ($this->guzzle) {
            /** @var \GuzzleHttp\ClientInterface $client */
            $client = $this->client;
            $stats = [];
            $options = ['timeout' => $timeout, 'http_errors' => false];
            if ($this->curl !== []) {
                $fresh = $last || $bodyBytes === null;
                $options['curl'] = $fresh ? [CURLOPT_FRESH_CONNECT => true] + $this->curl : $this->curl;
            }
            $options['on_stats'] = static function (TransferStats $transfer) use (&$stats): void {
                $stats = $transfer->getHandlerStats();
            };
            if ($stream) {
                // Guzzle's stream handler: PHP's http:// stream, whose body is read while it arrives.
                $options['stream'] = true;
                if ($this->proxied($request)) {
                    // A proxy takes a plain-http request by its absolute URI (RFC 9112 §3.2.2), which the
                    // stream handler does not ask PHP for (curl does it by itself; https goes through CONNECT).
                    $options['stream_context'] = ['http' => ['request_fulluri' => true]];
                }
            }
            $response = $client->send($request, $options);
            $this->resends = $bodyBytes === null ? 0 : self::countResends($stats, $bodyBytes);
            return $response;
        }
        return $this->client->sendRequest($request);
    }

    /** Whether the Guzzle client sends this plain-http request through a proxy. */
    private function proxied(RequestInterface $request): bool
    {
        $uri = $request->getUri();
        if ($uri->getScheme() !== 'http' || $this->proxy === null || $this->proxy === '' || $this->proxy === []) {
            return false;
        }
        if (!is_array($this->proxy)) {
            return true;
        }
        $no = $this->proxy['no'] ?? [];
        return !empty($this->proxy['http']) && !\GuzzleHttp\Utils::isHostInNoProxy($uri->getHost(), (array) $no);
    }

    /**
     * The answer with its body read as it arrives, each wait bounded by the idle timeout; a successful
     * answer's first piece is read now, as part of the attempt (a stall before it is retried).
     *
     * @throws APIConnectionException
     */
    private function asItArrives(ResponseInterface $response, float $idleTimeout): ResponseInterface
    {
        $body = $response->getBody();
        $requestId = $response->getHeaderLine(Constants::REQUEST_ID_HEADER);
        $requestId = $requestId === '' ? null : $requestId;
        $enforced = false;
        $socket = $body instanceof \GuzzleHttp\Psr7\Stream && $body->getMetadata('wrapper_type') === 'http';
        if ($this->guzzle && $socket) {
            // The socket's read timeout, set here to the microsecond (Guzzle's read_timeout option
            // truncates fractions of a second), on the resource of the stream handler's body.
            $resource = $body->detach();
            if (is_resource($resource)) {
                $micro = (int) round($idleTimeout * 1e6);
                $enforced = stream_set_timeout($resource, intdiv($micro, 1000000), $micro % 1000000);
                // Each read of the socket takes up to 64 KiB of what has arrived (PHP's default is 8 KiB).
                stream_set_chunk_size($resource, 65536);
                $body = new \GuzzleHttp\Psr7\Stream($resource);
            }
        }
        $answer = new AnswerBody($body, $enforced ? $idleTimeout : null, $requestId);
        $status = $response->getStatusCode();
        if ($status >= 200 && $status < 300) {
            try {
                $answer->first();
            } catch (APIConnectionException $e) {
                $answer->close();
                throw $e;
            }
        }
        return $response->withBody($answer);
    }

    /** Whether the SDK's timeout bounds each attempt: with a Guzzle client, which takes it per request. */
    public function enforcesTimeout(): bool
    {
        return $this->guzzle;
    }

    /**
     * How many times the last request was sent without an answer before the send that was answered.
     *
     * libcurl sends a request again by itself when a reused keep-alive connection closes without any
     * answer (its stale-connection recovery, which cannot be turned off). For the retry rules that was an
     * attempt without an answer, so it uses up a retry; an attempt with no retry left goes on a new
     * connection (CURLOPT_FRESH_CONNECT), where curl does not do it. CURLINFO_REQUEST_SIZE counts the bytes
     * of every send and CURLINFO_HEADER_OUT holds the last request head, so the count is exact. Without
     * those figures (a handler other than curl) it answers 0.
     */
    public function resends(): int
    {
        return $this->resends;
    }

    /** @param array<string, mixed> $stats curl's figures of a transfer */
    private static function countResends(array $stats, int $bodyBytes): int
    {
        $head = $stats['request_header'] ?? null;
        $size = $stats['request_size'] ?? null;
        if (!is_string($head) || $head === '' || !is_int($size)) {
            return 0;
        }
        return max(0, intdiv($size, strlen($head) + $bodyBytes) - 1);
    }

    /**
     * The whole remaining body (an answer read whole; an error answer).
     *
     * @throws APIConnectionException the connection failed (or timed out) while reading
     */
    public static function readAll(StreamInterface $body): string
    {
        $out = '';
        try {
            while (!$body->eof()) {
                $chunk = $body->read(65536);
                if ($chunk === '') {
                    break;
                }
                $out .= $chunk;
            }
        } catch (OrbitException $e) {
            throw $e;
        } catch (\RuntimeException $e) {
            throw new APIConnectionException('Connection error while reading the answer: ' . $e->getMessage(), [], $e);
        }
        return $out;
    }

    /**
     * @param float $elapsed seconds from sending to the failure
     */
    private static function failure(\Throwable $e, float $timeout, float $elapsed): APIConnectionException
    {
        $context = [];
        if ($e instanceof ConnectException || $e instanceof RequestException) {
            $context = $e->getHandlerContext();
        }
        // curl reports a timeout as errno 28; PHP streams and other clients say "timed out". Guzzle's
        // stream handler (streamed and binary answers) says "Connection refused" whatever made PHP's
        // fopen() fail, so there the failure is a timeout when it came once the timeout had passed (a
        // refused or reset connection fails at once); PHP counts the timeout in whole milliseconds.
        $streamHandler = $e instanceof ConnectException && strpos($e->getMessage(), 'Connection refused for URI') === 0;
        if (
            ($context['errno'] ?? null) === 28 || stripos($e->getMessage(), 'timed out') !== false
            || ($streamHandler && $elapsed >= floor($timeout * 1000) / 1000)
        ) {
            return new APITimeoutException("No answer within the timeout of $timeout s.", [], $e);
        }
        return new APIConnectionException('Connection error: ' . $e->getMessage(), [], $e);
    }
}
