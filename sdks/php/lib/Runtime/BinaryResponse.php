<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Runtime;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\StreamInterface;

/**
 * A binary answer (`x-sdk-binary`, e.g. the speech audio): read it as bytes, as a stream, or
 * write it to a file or an open stream without holding it all in memory.
 */
final class BinaryResponse
{
    /** @var ResponseInterface */
    private $response;
    /** @var ResponseInfo */
    private $info;
    /** @var string|null */
    private $content;

    public function __construct(ResponseInterface $response, ResponseInfo $info)
    {
        $this->response = $response;
        $this->info = $info;
    }

    /** All the bytes. */
    public function getContent(): string
    {
        if ($this->content === null) {
            $this->content = (string) $this->response->getBody()->getContents();
        }
        return $this->content;
    }

    /** The body as a PSR-7 stream, read as it arrives (use either this or getContent()/writeTo()). */
    public function getStream(): StreamInterface
    {
        return $this->response->getBody();
    }

    /**
     * Writes the bytes to a file path or an open stream resource; returns the number of bytes.
     *
     * @param string|resource $target
     */
    public function writeTo($target): int
    {
        $handle = is_resource($target) ? $target : @fopen((string) $target, 'wb');
        if ($handle === false) {
            throw new \RuntimeException('Cannot open ' . $target . ' for writing');
        }
        $written = 0;
        try {
            if ($this->content !== null) {
                $written = (int) fwrite($handle, $this->content);
            } else {
                $body = $this->response->getBody();
                while (!$body->eof()) {
                    $chunk = $body->read(65536);
                    if ($chunk === '') {
                        if ($body->getMetadata('timed_out')) {
                            throw new \Orbit\Sdk\Exception\TimeoutException('Reading the answer timed out', 0, null, null, 'timeout');
                        }
                        continue;
                    }
                    $written += (int) fwrite($handle, $chunk);
                }
            }
        } finally {
            if (!is_resource($target)) {
                fclose($handle);
            }
        }
        return $written;
    }

    /** The answer's media type, e.g. `audio/wav`. */
    public function getContentType(): string
    {
        return $this->response->getHeaderLine('Content-Type');
    }

    public function getLastResponse(): ResponseInfo
    {
        return $this->info;
    }
}
