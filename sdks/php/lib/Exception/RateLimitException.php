<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Exception;

/**
 * 429 Too many requests (after the client's own retries ran out). `getRetryAfter()` tells how
 * long the service asked to wait.
 */
class RateLimitException extends ApiStatusException
{
    /** Seconds from the `Retry-After` header, when the answer carried one. */
    public function getRetryAfter(): ?float
    {
        $response = $this->getResponse();
        if ($response === null || !$response->hasHeader('Retry-After')) {
            return null;
        }
        return \Orbit\Sdk\Runtime\Transport::parseRetryAfter($response->getHeaderLine('Retry-After'));
    }
}
