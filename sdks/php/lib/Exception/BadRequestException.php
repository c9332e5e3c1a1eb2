<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Exception;

/**
 * 400 Bad request: validation failed (missing, malformed, out of range or unknown field).
 */
class BadRequestException extends ApiStatusException
{
}
