<?php

declare(strict_types=1);

namespace Orbit\Sdk\Testing;

/**
 * No sandbox to run a World in: neither ORBIT_SANDBOX_URL (a running reference server) nor ORBIT_REFERENCE_SERVER
 * (the bundled server the kit starts) is set, or the bundled server did not start (the message holds its output).
 */
class SandboxUnavailableException extends \RuntimeException
{
}
