<?php

declare(strict_types=1);

namespace Orbit\Sdk\Testing;

/**
 * What a test built or registered cannot come from the service: a fixture the contract refuses (the field is
 * getPath(), e.g. `Order.amount.currency`), an answer of the wrong kind for its operation, or an operation the
 * contract does not have. Thrown where the test builds or registers it, never later inside the SDK.
 *
 * Not an Orbit\Sdk\Exception\OrbitException on purpose: code under test that catches the SDK's failures must
 * not swallow a mistake of the test.
 */
class InvalidFixtureException extends \InvalidArgumentException
{
    private string $path;

    public function __construct(string $message, string $path = '')
    {
        parent::__construct("Invalid fixture: $message.");
        $this->path = $path;
    }

    /** Where the value fails: the type and the field, e.g. `Order.status` or `OrderList.items[0].amount`. */
    public function getPath(): string
    {
        return $this->path;
    }
}
