<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Support;

use Psr\Http\Message\StreamInterface;

/**
 * A large source made up as it is read (byte i is 'a' + i % 26), which counts its reads and records the
 * memory the process uses at each one: a test reads off whether the SDK ever held the source whole.
 * Seekable or not (a one-shot stream), as asked; reading it whole at once (getContents, __toString)
 * fails the test.
 */
final class GeneratedStream implements StreamInterface
{
    private int $size;
    private bool $seekable;
    private int $position = 0;
    /** @var \HashContext the SHA-1 of the bytes read since the last seek to 0 */
    private $hash;
    public int $reads = 0;
    public int $bytesRead = 0;
    public int $largestRead = 0;
    public int $peakMemory = 0;

    public function __construct(int $size, bool $seekable)
    {
        $this->size = $size;
        $this->seekable = $seekable;
        $this->hash = hash_init('sha1');
    }

    /** The SHA-1 of bytes 0 to $size of the source, without making them all at once. */
    public static function sha1Of(int $size): string
    {
        $hash = hash_init('sha1');
        for ($at = 0; $at < $size; $at += 1048576) {
            hash_update($hash, self::bytes($at, min(1048576, $size - $at)));
        }
        return hash_final($hash);
    }

    public function read($length): string
    {
        $length = min((int) $length, $this->size - $this->position);
        $chunk = self::bytes($this->position, $length);
        $this->position += $length;
        $this->reads++;
        $this->bytesRead += $length;
        $this->largestRead = max($this->largestRead, $length);
        $this->peakMemory = max($this->peakMemory, memory_get_usage());
        hash_update($this->hash, $chunk);
        return $chunk;
    }

    /** The SHA-1 of what was read since the last rewind. */
    public function sha1(): string
    {
        return hash_final(hash_copy($this->hash));
    }

    private static function bytes(int $at, int $length): string
    {
        if ($length <= 0) {
            return '';
        }
        $alphabet = 'abcdefghijklmnopqrstuvwxyz';
        return substr(str_repeat($alphabet, intdiv($length, 26) + 2), $at % 26, $length);
    }

    public function __toString(): string
    {
        throw new \LogicException('the SDK read the whole source into a string');
    }

    public function getContents(): string
    {
        throw new \LogicException('the SDK read the whole source at once');
    }

    public function close(): void
    {
    }

    public function detach()
    {
        return null;
    }

    public function getSize(): ?int
    {
        return $this->seekable ? $this->size : null;
    }

    public function tell(): int
    {
        return $this->position;
    }

    public function eof(): bool
    {
        return $this->position >= $this->size;
    }

    public function isSeekable(): bool
    {
        return $this->seekable;
    }

    public function seek($offset, $whence = SEEK_SET): void
    {
        if (!$this->seekable || $whence !== SEEK_SET) {
            throw new \RuntimeException('cannot seek');
        }
        $this->position = (int) $offset;
        if ($offset === 0) {
            $this->hash = hash_init('sha1');
        }
    }

    public function rewind(): void
    {
        $this->seek(0);
    }

    public function isWritable(): bool
    {
        return false;
    }

    public function write($string): int
    {
        throw new \RuntimeException('read-only');
    }

    public function isReadable(): bool
    {
        return true;
    }

    /** @return mixed */
    public function getMetadata($key = null)
    {
        return $key === null ? [] : null;
    }
}
