<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Runtime;

/**
 * Lets a generated model carry the HTTP response it was decoded from:
 * `$order->getLastResponse()->getRequestId()`. Used by every generated model (see
 * generators/php/templates/model_generic.mustache); models built by hand carry none.
 */
trait HasLastResponse
{
    /** @var ResponseInfo|null */
    private $orbitLastResponse;

    /** The response this object was decoded from (null for objects not returned by the client). */
    public function getLastResponse(): ?ResponseInfo
    {
        return $this->orbitLastResponse;
    }

    /** @internal set by the client runtime */
    public function setLastResponse(?ResponseInfo $info): void
    {
        $this->orbitLastResponse = $info;
    }
}
