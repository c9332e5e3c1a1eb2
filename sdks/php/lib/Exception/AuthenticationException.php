<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Exception;

/**
 * 401 Authentication failed: missing, malformed, expired or revoked credential, or a failed login.
 */
class AuthenticationException extends ApiStatusException
{
}
