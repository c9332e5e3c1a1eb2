<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Runtime;

use Psr\Http\Message\ResponseInterface;

/**
 * What a result or an error knows about the HTTP response it came from.
 */
final class ResponseInfo
{
    /** @var ResponseInterface */
    private $response;
    /** @var int */
    private $attempts;

    public function __construct(ResponseInterface $response, int $attempts = 1)
    {
        $this->response = $response;
        $this->attempts = $attempts;
    }

    /** The `X-Request-Id` of the answer; quote it to support. */
    public function getRequestId(): ?string
    {
        $id = $this->response->getHeaderLine('X-Request-Id');
        return $id !== '' ? $id : null;
    }

    public function getStatusCode(): int
    {
        return $this->response->getStatusCode();
    }

    /** @return array<string, string[]> */
    public function getHeaders(): array
    {
        return $this->response->getHeaders();
    }

    public function getHeaderLine(string $name): string
    {
        return $this->response->getHeaderLine($name);
    }

    /** How many HTTP attempts the call took (1 = no retry; a refresh-and-replay counts too). */
    public function getAttempts(): int
    {
        return $this->attempts;
    }

    /** The raw PSR-7 response (its body may already have been read). */
    public function getResponse(): ResponseInterface
    {
        return $this->response;
    }
}
