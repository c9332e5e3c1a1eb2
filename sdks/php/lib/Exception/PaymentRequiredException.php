<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Exception;

/**
 * 402 Payment required: insufficient balance or credits.
 */
class PaymentRequiredException extends ApiStatusException
{
}
