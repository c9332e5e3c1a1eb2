<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Support;

use Psr\Http\Client\NetworkExceptionInterface;
use Psr\Http\Message\RequestInterface;

/** What a PSR-18 client throws when no answer came (refused, reset, timed out). */
final class NetworkFailure extends \RuntimeException implements NetworkExceptionInterface
{
    private RequestInterface $request;

    public function __construct(RequestInterface $request, string $message)
    {
        parent::__construct($message);
        $this->request = $request;
    }

    public function getRequest(): RequestInterface
    {
        return $this->request;
    }
}
