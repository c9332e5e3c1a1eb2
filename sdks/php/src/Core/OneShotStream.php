<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use GuzzleHttp\Psr7\StreamDecoratorTrait;
use Psr\Http\Message\StreamInterface;

/**
 * A stream read once, as it comes, whose size is not known beforehand: a multipart body holding one is
 * sent chunked, read while it is sent (an HTTP client that knows a body's size may read it whole first).
 *
 * @internal for Multipart
 */
final class OneShotStream implements StreamInterface
{
    use StreamDecoratorTrait;

    /** @var StreamInterface the decorated stream (StreamDecoratorTrait's) */
    private $stream;

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
        throw new \RuntimeException('a one-shot stream cannot seek');
    }
}
