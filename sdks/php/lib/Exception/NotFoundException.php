<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Exception;

/**
 * 404 Not found: the resource does not exist or belongs to another user.
 */
class NotFoundException extends ApiStatusException
{
}
