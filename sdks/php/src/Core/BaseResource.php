<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

/**
 * The base of the generated resources (src/Resources): each method hands its operation's metadata to
 * the client's request core.
 */
abstract class BaseResource
{
    protected BaseClient $client;

    public function __construct(BaseClient $client)
    {
        $this->client = $client;
    }
}
