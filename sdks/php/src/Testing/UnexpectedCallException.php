<?php

declare(strict_types=1);

namespace Orbit\Sdk\Testing;

/**
 * The SDK made a call the FakeService was not told to answer: an operation nobody registered (the message says
 * how to register it), a call after the last answer of a sequence, or a request that is no operation of the
 * contract. It reaches the test from the SDK call that made the request.
 *
 * Not an Orbit\Sdk\Exception\OrbitException on purpose: code under test that catches the SDK's failures must
 * not turn a missing registration into a handled error; the test fails loudly.
 */
class UnexpectedCallException extends \LogicException
{
}
