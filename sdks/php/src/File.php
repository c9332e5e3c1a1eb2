<?php

declare(strict_types=1);

namespace Orbit\Sdk;

use Orbit\Sdk\Core\Arguments;
use Orbit\Sdk\Exception\InvalidArgumentException;
use Psr\Http\Message\StreamInterface;

/**
 * A file part of a multipart/form-data body: its bytes come from a path, from bytes in memory or from a
 * stream, and are read in chunks while the request is sent, never whole into memory.
 *
 * A file parameter also takes an SplFileInfo (a path), a PHP stream resource or a PSR-7 StreamInterface
 * directly (stripe-php and Guzzle take the same); File names the bytes of a string, which a plain string
 * could not (it would be ambiguous between a path and the bytes), and sets a file name or media type.
 *
 * A path, bytes and a seekable stream can be read again, so a retried attempt sends them again; a stream
 * that cannot seek (a pipe, a socket, php://stdin) is sent once: when that attempt fails in a way that
 * would be retried, the call throws that attempt's exception instead, saying the stream cannot be re-read.
 */
final class File
{
    /** @var string|resource|StreamInterface a path, the bytes, or the stream */
    private $source;
    private string $from;
    private ?string $name;
    private ?string $type;

    /** @param string|resource|StreamInterface $source */
    private function __construct($source, string $from, ?string $name, ?string $type)
    {
        $this->source = $source;
        $this->from = $from;
        $this->name = $name;
        $this->type = $type;
    }

    /**
     * The file at a path, opened when the request is sent (again for each attempt).
     *
     * @param string|null $name the file name sent (default: the path's base name)
     * @param string|null $type the media type sent (default: guessed from the name, else application/octet-stream)
     *
     * @throws InvalidArgumentException no readable file at that path
     */
    public static function fromPath(string $path, ?string $name = null, ?string $type = null): self
    {
        if (!is_file($path) || !is_readable($path)) {
            throw Arguments::invalid("no readable file at $path", 'file');
        }
        return new self($path, 'path', $name ?? basename($path), $type);
    }

    /** The bytes of a string, sent as a file of that name. */
    public static function fromString(string $bytes, string $name, ?string $type = null): self
    {
        return new self($bytes, 'bytes', $name, $type);
    }

    /**
     * The rest of a stream from where it stands now: a PHP stream resource or a PSR-7 stream. The SDK
     * neither closes it nor keeps it after the call.
     *
     * @param resource|StreamInterface $stream
     * @param string|null $name the file name sent (default: the base name of the stream's file, if it has one,
     *     else the parameter's name)
     *
     * @throws InvalidArgumentException not a readable stream
     */
    public static function fromStream($stream, ?string $name = null, ?string $type = null): self
    {
        if ($stream instanceof StreamInterface) {
            if (!$stream->isReadable()) {
                throw Arguments::invalid('the stream is not readable', 'file');
            }
            return new self($stream, 'stream', $name ?? self::nameOf($stream->getMetadata('uri')), $type);
        }
        if (!is_resource($stream) || get_resource_type($stream) !== 'stream') {
            throw Arguments::invalid('a file stream must be a stream resource or a PSR-7 StreamInterface', 'file');
        }
        $meta = stream_get_meta_data($stream);
        if (strpbrk($meta['mode'], 'r+') === false) {
            throw Arguments::invalid('the stream is not open for reading', 'file');
        }
        return new self($stream, 'stream', $name ?? self::nameOf($meta['uri'] ?? null), $type);
    }

    /**
     * A file parameter's value as a File: a File, an SplFileInfo, a stream resource or a PSR-7 stream.
     *
     * @internal used by the request core
     *
     * @param mixed $value
     *
     * @throws InvalidArgumentException
     */
    public static function of($value, string $path): self
    {
        if ($value instanceof self) {
            return $value;
        }
        if ($value instanceof \SplFileInfo) {
            return self::fromPath($value->getPathname());
        }
        if ($value instanceof StreamInterface || is_resource($value)) {
            return self::fromStream($value);
        }
        $kind = is_string($value) ? 'a string (a path or the bytes? say which with File::fromPath() or '
            . 'File::fromString())' : gettype($value);
        throw Arguments::invalid(
            "$path must be a file (Orbit\\Sdk\\File, SplFileInfo, a stream resource or a PSR-7 stream), not $kind",
            $path
        );
    }

    /** The file name sent, or null when the stream has none (the parameter's name is sent then). */
    public function getName(): ?string
    {
        return $this->name;
    }

    /** The media type given, or null (the part's type is then guessed from the name). */
    public function getType(): ?string
    {
        return $this->type;
    }

    /** Whether the bytes can be read again for another attempt: a path, bytes, a seekable stream. */
    public function isRereadable(): bool
    {
        if ($this->from !== 'stream') {
            return true;
        }
        $stream = $this->source;
        return $stream instanceof StreamInterface ? $stream->isSeekable() : stream_get_meta_data($stream)['seekable'];
    }

    /**
     * Where the bytes are: [how ('path', 'bytes' or 'stream'), the path, bytes, resource or PSR-7 stream].
     *
     * @internal for the multipart encoder
     *
     * @return array{0: string, 1: string|resource|StreamInterface}
     */
    public function source(): array
    {
        return [$this->from, $this->source];
    }

    /** @param mixed $uri a stream's `uri` metadata */
    private static function nameOf($uri): ?string
    {
        if (!is_string($uri) || $uri === '' || strncmp($uri, 'php://', 6) === 0 || strncmp($uri, 'data:', 5) === 0) {
            return null;
        }
        return basename($uri);
    }
}
