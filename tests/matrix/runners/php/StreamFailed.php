<?php

declare(strict_types=1);

namespace Orbit\MatrixDriver;

/**
 * A streamed call that failed after the caller had received some chunks: the SDK's exception and those
 * chunks (the protocol answers both, docs/sdk-design.md §6).
 */
final class StreamFailed extends \RuntimeException
{
    /** @var list<mixed> */
    public array $chunks;

    /** @param list<mixed> $chunks */
    public function __construct(\Throwable $error, array $chunks)
    {
        parent::__construct($error->getMessage(), 0, $error);
        $this->chunks = $chunks;
    }
}
