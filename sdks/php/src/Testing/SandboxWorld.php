<?php

declare(strict_types=1);

namespace Orbit\Sdk\Testing;

/**
 * A fresh sandbox world for every test of a PHPUnit test case: `$this->world` (a World: its name, an SDK
 * client and a SandboxClient bound to it) is created before each test and reset after it. The server is
 * ReferenceServer's: ORBIT_SANDBOX_URL, or the bundled server ORBIT_REFERENCE_SERVER names, started once per run.
 *
 *     final class CheckoutTest extends TestCase
 *     {
 *         use SandboxWorld;
 *     }
 */
trait SandboxWorld
{
    protected World $world;

    /** @before */
    #[\PHPUnit\Framework\Attributes\Before]
    protected function setUpSandboxWorld(): void
    {
        $this->world = World::create();
    }

    /** @after */
    #[\PHPUnit\Framework\Attributes\After]
    protected function tearDownSandboxWorld(): void
    {
        $this->world->reset();
    }
}
