<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Exception;

/**
 * 409 Conflict: the resource's state does not allow this (or an idempotency key was reused).
 */
class ConflictException extends ApiStatusException
{
}
