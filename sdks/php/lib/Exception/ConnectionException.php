<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Exception;

/**
 * No answer arrived: the connection could not be made or was dropped (after the client's own
 * retries ran out). Status 0, no response.
 */
class ConnectionException extends OrbitException
{
}
