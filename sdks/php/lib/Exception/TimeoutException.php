<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Exception;

/**
 * The request took longer than its timeout (the client's `timeout` or the per-request one),
 * after the client's own retries ran out. A kind of {@see ConnectionException}.
 */
class TimeoutException extends ConnectionException
{
}
