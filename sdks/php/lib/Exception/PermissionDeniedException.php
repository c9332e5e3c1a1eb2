<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Exception;

/**
 * 403 Permission denied: authenticated but not allowed (e.g. not a registered developer).
 */
class PermissionDeniedException extends ApiStatusException
{
}
