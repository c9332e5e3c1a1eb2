<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Exception;

/**
 * 5xx Server error: an unexpected failure or temporary unavailability on the service's side.
 */
class ServerException extends ApiStatusException
{
}
