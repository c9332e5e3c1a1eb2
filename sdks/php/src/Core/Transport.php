<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use Orbit\Sdk\Exception\APIConnectionException;
use Orbit\Sdk\Exception\APITimeoutException;
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
 * The timeout of an attempt: with a Guzzle client (the default, or yours) the SDK passes it to Guzzle
 * for each request, so it bounds the whole attempt (for streamed and binary answers: until the headers
 * arrived, then each read). A PSR-18 interface has no per-request options: with another client its own
 * timeout settings apply and the SDK's `timeout` is not enforced.
 */
final class Transport
{
    private ClientInterface $client;
    private bool $guzzle;
    private int $resends = 0;
    /** @var array<int, mixed> the Guzzle client's own curl options, and the ones the SDK adds per request */
    private array $curl = [];

    public function __construct(ClientInterface $client)
    {
        $this->client = $client;
        $this->guzzle = $client instanceof \GuzzleHttp\ClientInterface;
        if ($this->guzzle && defined('CURLINFO_HEADER_OUT')) {
            // A request's `curl` option replaces the client's, so the client's own are carried along.
            $own = $client->getConfig('curl');
            $this->curl = (is_array($own) ? $own : []) + [CURLINFO_HEADER_OUT => true];
        }
    }

    /**
     * @param int|null $bodyBytes the body's size; null when unknown (a chunked body, sent on a new connection)
     * @param bool $last no retry is left (or the body cannot be sent again): send on a new connection, so
     *     that curl cannot send it again by itself (see resends())
     *
     * @throws APIConnectionException no answer (APITimeoutException: none within the timeout)
     */
    public function send(
        RequestInterface $request,
        float $timeout,
        bool $stream,
        ?int $bodyBytes,
        bool $last
    ): ResponseInterface {
        $this->resends = 0;
        try {
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
                    $options += ['stream' => true, 'read_timeout' => $timeout];
                }
                $response = $client->send($request, $options);
                $this->resends = $bodyBytes === null ? 0 : self::countResends($stats, $bodyBytes);
                return $response;
            }
            return $this->client->sendRequest($request);
        } catch (ClientExceptionInterface | GuzzleException $e) {
            throw self::failure($e, $timeout);
        }
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
     * Reads up to $length bytes of an answer's body.
     *
     * @throws APIConnectionException the connection failed or timed out while reading
     */
    public static function read(StreamInterface $body, int $length, float $timeout): string
    {
        try {
            $chunk = $body->read($length);
        } catch (\RuntimeException $e) {
            // PHP 8 reports a read timeout as a failed read, PHP 7.4 as an empty one.
            if ($body->getMetadata('timed_out') === true) {
                throw new APITimeoutException("No data within the timeout of $timeout s while reading.", [], $e);
            }
            throw self::failure($e, $timeout);
        }
        if ($chunk === '' && !$body->eof() && $body->getMetadata('timed_out') === true) {
            throw new APITimeoutException("No data within the timeout of $timeout s while reading the answer.");
        }
        return $chunk;
    }

    /**
     * The whole remaining body.
     *
     * @throws APIConnectionException
     */
    public static function readAll(StreamInterface $body, float $timeout): string
    {
        $out = '';
        while (!$body->eof()) {
            $chunk = self::read($body, 65536, $timeout);
            if ($chunk === '') {
                break;
            }
            $out .= $chunk;
        }
        return $out;
    }

    private static function failure(\Throwable $e, float $timeout): APIConnectionException
    {
        $context = [];
        if ($e instanceof ConnectException || $e instanceof RequestException) {
            $context = $e->getHandlerContext();
        }
        // curl reports a timeout as errno 28; PHP streams and other clients say "timed out".
        if (($context['errno'] ?? null) === 28 || stripos($e->getMessage(), 'timed out') !== false) {
            return new APITimeoutException("No answer within the timeout of $timeout s.", [], $e);
        }
        return new APIConnectionException('Connection error: ' . $e->getMessage(), [], $e);
    }
}
