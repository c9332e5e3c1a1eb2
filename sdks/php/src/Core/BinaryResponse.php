<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use Orbit\Sdk\Exception\APIConnectionException;
use Orbit\Sdk\Exception\InvalidArgumentException;
use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\StreamInterface;

/**
 * A binary answer (e.g. speech audio): its bytes, their media type, and a way to write them to a file
 * without holding them in memory. The bytes are read as they arrive, each wait at most the idle timeout
 * (a stall throws APITimeoutException, never retried: the first bytes had arrived within the attempt).
 */
final class BinaryResponse
{
    private ResponseInterface $response;
    private ?string $requestId;
    private ?string $content = null;

    /** @internal the request core builds binary answers */
    public function __construct(ResponseInterface $response, ?string $requestId)
    {
        $this->response = $response;
        $this->requestId = $requestId;
    }

    /** The media type without its parameters, e.g. `audio/wav`. */
    public function getMediaType(): string
    {
        return strtolower(trim(explode(';', $this->response->getHeaderLine('Content-Type'))[0]));
    }

    /**
     * Every byte (read once, then kept).
     *
     * @throws APIConnectionException
     */
    public function getContent(): string
    {
        if ($this->content === null) {
            $this->content = Transport::readAll($this->response->getBody());
        }
        return $this->content;
    }

    /**
     * Writes the bytes to a file path or an open stream resource, as they arrive; answers how many.
     *
     * @param string|resource $target
     *
     * @throws APIConnectionException|InvalidArgumentException
     */
    public function writeTo($target): int
    {
        $handle = is_resource($target) ? $target : (is_string($target) ? @fopen($target, 'wb') : false);
        if ($handle === false) {
            $error = error_get_last()['message'] ?? 'not a path or a stream';
            throw new InvalidArgumentException("Cannot write to the target: $error.", ['param' => 'target']);
        }
        try {
            if ($this->content !== null) {
                return (int) fwrite($handle, $this->content);
            }
            $body = $this->response->getBody();
            $written = 0;
            while (!$body->eof()) {
                $chunk = $body->read(65536);
                if ($chunk === '') {
                    break;
                }
                $written += (int) fwrite($handle, $chunk);
            }
            return $written;
        } finally {
            if (!is_resource($target)) {
                fclose($handle);
            }
        }
    }

    /**
     * The body as a PSR-7 stream, to read it yourself: read() answers what has arrived (up to the length
     * asked for), waiting at most the idle timeout when nothing has.
     */
    public function getStream(): StreamInterface
    {
        return $this->response->getBody();
    }

    public function getRequestId(): ?string
    {
        return $this->requestId;
    }

    /** The PSR-7 response (its body is the stream of bytes). */
    public function getResponse(): ResponseInterface
    {
        return $this->response;
    }

    /** The HTTP response's status, headers and request id. */
    public function getLastResponse(): ApiResponse
    {
        return new ApiResponse($this->response->getStatusCode(), $this->response->getHeaders());
    }
}
