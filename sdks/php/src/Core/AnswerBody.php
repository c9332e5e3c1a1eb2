<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use GuzzleHttp\Psr7\StreamDecoratorTrait;
use Orbit\Sdk\Exception\APIConnectionException;
use Orbit\Sdk\Exception\APITimeoutException;
use Orbit\Sdk\Exception\OrbitException;
use Psr\Http\Message\StreamInterface;

/**
 * The body of a streamed or binary answer, read as it arrives (docs/sdk-design.md §4, streaming).
 *
 * read() hands over what has arrived and never waits to fill a block: PHP's http:// stream decodes a
 * chunked body through a filter, and a filtered stream's fread() waits until it holds all the bytes asked
 * for, so it would hold back a chunk that is smaller than the block (a whole stream of events, until it
 * ends). On such a stream the body reads one byte, which returns as soon as anything arrived, then the
 * bytes that arrived with it (`unread_bytes`). Each wait is bounded by the socket's read timeout, which
 * the transport sets to the idle timeout; a wait past it throws APITimeoutException, another failed read
 * APIConnectionException (both are \RuntimeException, as PSR-7 asks of read()).
 *
 * The first piece is read by the attempt itself (first()), so a stall before anything reached the caller
 * is a timed-out attempt and retried; every read after that is the caller's and never retried.
 *
 * @internal the transport wraps every streamed and binary answer in one
 */
final class AnswerBody implements StreamInterface
{
    use StreamDecoratorTrait;

    /** @var StreamInterface the HTTP client's body (StreamDecoratorTrait's) */
    private $stream;
    private ?float $idleTimeout;
    private ?string $requestId;
    /** Whether the body is a PHP network stream, whose read() would wait to fill a block. */
    private bool $socket;
    /** What the attempt read first, not yet handed over. */
    private string $head = '';

    /**
     * @param float|null $idleTimeout the socket's read timeout in seconds (for messages); null when the HTTP
     *     client's own timeouts apply
     */
    public function __construct(StreamInterface $stream, ?float $idleTimeout, ?string $requestId)
    {
        $this->stream = $stream;
        $this->idleTimeout = $idleTimeout;
        $this->requestId = $requestId;
        $this->socket = is_int($stream->getMetadata('unread_bytes')) && $stream->getMetadata('wrapper_type') === 'http';
    }

    /**
     * Waits for the first piece of the body (or its end), within the attempt.
     *
     * @throws APIConnectionException APITimeoutException when nothing arrived within the idle timeout
     */
    public function first(): void
    {
        if (!$this->stream->eof()) {
            $this->head = $this->arrived(65536);
        }
    }

    /**
     * @param int $length
     *
     * @throws APIConnectionException
     */
    public function read($length): string
    {
        if ($this->head !== '') {
            $piece = substr($this->head, 0, $length);
            $this->head = (string) substr($this->head, strlen($piece));
            return $piece;
        }
        return $this->arrived($length);
    }

    public function eof(): bool
    {
        return $this->head === '' && $this->stream->eof();
    }

    public function getSize(): ?int
    {
        return null;
    }

    public function isSeekable(): bool
    {
        return false;
    }

    public function seek($offset, $whence = SEEK_SET): void
    {
        throw new \RuntimeException('The body of a streamed answer cannot seek.');
    }

    /** Up to $length bytes of what has arrived, waiting (at most the idle timeout) only when nothing has. */
    private function arrived(int $length): string
    {
        try {
            if (!$this->socket) {
                $piece = $this->stream->read($length);
            } else {
                $buffered = (int) $this->stream->getMetadata('unread_bytes');
                $piece = $this->stream->read($buffered > 0 ? min($buffered, $length) : 1);
                $more = min((int) $this->stream->getMetadata('unread_bytes'), $length - strlen($piece));
                if ($piece !== '' && $more > 0) {
                    $piece .= $this->stream->read($more);
                }
            }
        } catch (OrbitException $e) {
            throw $e;
        } catch (\RuntimeException $e) {
            // PHP 8 reports a read timeout as a failed read.
            if ($this->stream->getMetadata('timed_out') === true) {
                throw $this->stalled($e);
            }
            $message = 'Connection error while reading the answer: ' . $e->getMessage();
            throw new APIConnectionException($message, ['request_id' => $this->requestId], $e);
        }
        // PHP 7.4 reports it as an empty read.
        if ($piece === '' && !$this->stream->eof() && $this->stream->getMetadata('timed_out') === true) {
            throw $this->stalled(null);
        }
        return $piece;
    }

    private function stalled(?\Throwable $previous): APITimeoutException
    {
        $limit = $this->idleTimeout === null ? "the HTTP client's read timeout" : "$this->idleTimeout s (idle_timeout)";
        $message = "No data within $limit while reading the answer.";
        return new APITimeoutException($message, ['request_id' => $this->requestId], $previous);
    }
}
