<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use GuzzleHttp\Psr7\LazyOpenStream;
use GuzzleHttp\Psr7\LimitStream;
use GuzzleHttp\Psr7\MimeType;
use GuzzleHttp\Psr7\MultipartStream;
use GuzzleHttp\Psr7\Stream;
use GuzzleHttp\Psr7\Utils;
use Orbit\Sdk\File;
use Psr\Http\Message\StreamInterface;

/**
 * A multipart/form-data body (docs/sdk-design.md, Shapes): one part per field, in the order given. A file
 * is a file part (its name and media type), a list is one part per item, an object or map one
 * application/json part (OpenAPI's default encoding), any other value one text part.
 *
 * Each attempt gets a body of its own (open()): Guzzle's MultipartStream over the sources, which reads
 * them in chunks as the request is sent, so a file is never held whole in memory. A path is opened again,
 * bytes are read again and a seekable stream is sought back to where it stood; a stream that cannot seek
 * is sent once (rereadable() is false, and the request core makes no second attempt with it).
 */
final class Multipart
{
    /** @var list<array{0: string, 1: File|string, 2: string|null}> name, the file or the text, the text's type */
    private array $parts = [];
    private string $boundary;
    private bool $rereadable = true;
    private int $opened = 0;
    /** @var array<int, int> where each seekable stream stood at the first attempt (by part), for every attempt */
    private array $starts = [];
    /** @var list<Stream> the caller's resources wrapped for an attempt, detached after the call */
    private array $borrowed = [];

    /**
     * @param array<string, mixed> $values checked arguments (Arguments), fixed values and extra_body values
     */
    public function __construct(array $values)
    {
        $this->boundary = bin2hex(random_bytes(20));
        foreach ($values as $name => $value) {
            $this->add((string) $name, $value);
        }
    }

    /** The Content-Type header of the body. */
    public function contentType(): string
    {
        return 'multipart/form-data; boundary=' . $this->boundary;
    }

    /** Whether every part can be read again for another attempt. */
    public function rereadable(): bool
    {
        return $this->rereadable;
    }

    /**
     * The body of the next attempt, positioned at its start; its size is null when a part's is unknown.
     *
     * @throws \LogicException a second attempt with a stream that cannot be re-read (the core never makes one)
     */
    public function open(): StreamInterface
    {
        if ($this->opened++ > 0 && !$this->rereadable) {
            throw new \LogicException("the body's stream cannot be re-read");
        }
        $elements = [];
        foreach ($this->parts as $i => [$name, $content, $type]) {
            if (!$content instanceof File) {
                $elements[] = ['name' => $name, 'contents' => $content, 'headers' => $type === null ? [] : [
                    'Content-Type' => $type,
                ]];
                continue;
            }
            $filename = $content->getName() ?? $name;
            $elements[] = [
                'name' => $name,
                'contents' => $this->stream($i, $content),
                'filename' => $filename,
                'headers' => ['Content-Type' => $content->getType() ?? MimeType::fromFilename($filename)
                    ?? 'application/octet-stream'],
            ];
        }
        return new MultipartStream($elements, $this->boundary);
    }

    /** Lets go of the caller's streams (never closing them): called once the call is over. */
    public function release(): void
    {
        foreach ($this->borrowed as $stream) {
            $stream->detach();
        }
        $this->borrowed = [];
    }

    /** @param mixed $value */
    private function add(string $name, $value): void
    {
        if ($value === null) {
            return;
        }
        if (is_resource($value) || $value instanceof \SplFileInfo || $value instanceof StreamInterface) {
            $value = File::of($value, $name);
        }
        if ($value instanceof File) {
            $this->parts[] = [$name, $value, null];
            $this->rereadable = $this->rereadable && $value->isRereadable();
            return;
        }
        if (is_array($value) && $value !== [] && array_key_first($value) === 0) {
            foreach ($value as $item) {
                $this->add($name, $item);
            }
            return;
        }
        if (is_array($value) || is_object($value)) {
            $flags = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION;
            $json = json_encode($value === [] ? new \stdClass() : $value, $flags);
            if ($json === false) {
                throw Arguments::invalid("$name cannot be written as JSON: " . json_last_error_msg(), $name);
            }
            $this->parts[] = [$name, $json, 'application/json'];
            return;
        }
        $text = is_bool($value) ? ($value ? 'true' : 'false') : (is_string($value) ? $value : json_encode($value));
        $this->parts[] = [$name, (string) $text, null];
    }

    /** The bytes of a file part for this attempt. */
    private function stream(int $part, File $file): StreamInterface
    {
        [$from, $source] = $file->source();
        if ($from === 'path') {
            return new LazyOpenStream($source, 'rb');
        }
        if ($from === 'bytes') {
            return Utils::streamFor($source);
        }
        if (!$source instanceof StreamInterface) {
            // The caller's resource: wrapped for this attempt, detached after the call (Stream would close it).
            $source = $this->borrowed[] = new Stream($source);
        }
        if (!$source->isSeekable()) {
            // Read once, as it comes: its size is unknown (a pipe's fstat says 0), so the request is chunked.
            return new OneShotStream($source);
        }
        // From where the stream stood at the first attempt, for every attempt.
        $this->starts[$part] = $this->starts[$part] ?? $source->tell();
        return new LimitStream($source, -1, $this->starts[$part]);
    }
}
