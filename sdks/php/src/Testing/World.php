<?php

declare(strict_types=1);

namespace Orbit\Sdk\Testing;

use Orbit\Sdk\Client;

/**
 * A sandbox world of its own for one test (the reference server's `Orbit-Sandbox` worlds): a unique name, an
 * SDK client and a SandboxClient bound to it, on the server ReferenceServer finds. Every world starts from the
 * seed (the demo accounts of the README); reset() brings the seed back. In PHPUnit, the SandboxWorld trait
 * gives each test one.
 *
 *     $world = World::create();
 *     $world->client->auth->userLogin(['account' => '+8613800138000', 'password' => 'orbit-demo-2026']);
 *     $code = $world->sandbox->lastSms(['phone' => '+8613800138000'])->code;
 */
final class World
{
    /** The world's name, sent as `Orbit-Sandbox` by both clients. */
    public string $name;
    /** The SDK's client, logged out, on this world. */
    public Client $client;
    /** The sandbox's routes (SMS codes, payments, the clock, faults …) on this world. */
    public SandboxClient $sandbox;

    private function __construct(string $name, Client $client, SandboxClient $sandbox)
    {
        $this->name = $name;
        $this->client = $client;
        $this->sandbox = $sandbox;
    }

    /**
     * A new world.
     *
     * @param array<string, mixed> $options options of the SDK's client (`max_retries`, `default_headers` …)
     *
     * @throws SandboxUnavailableException
     */
    public static function create(array $options = []): self
    {
        $url = ReferenceServer::url();
        $name = 'php-' . bin2hex(random_bytes(8));
        $headers = ['Orbit-Sandbox' => $name];
        $client = new Client(['default_headers' => $headers + ($options['default_headers'] ?? [])] + $options + [
            'base_url' => $url,
            'access_token' => null,
            'api_key' => null,
        ]);
        // A shared deployment's sandbox routes need its key (mock-server: ORBIT_SANDBOX_KEY).
        $key = getenv('ORBIT_SANDBOX_KEY');
        $headers += is_string($key) && $key !== '' ? ['Orbit-Sandbox-Key' => $key] : [];
        $sandbox = new SandboxClient(['base_url' => $url, 'default_headers' => $headers, 'access_token' => null]);
        return new self($name, $client, $sandbox);
    }

    /** Restores the world's seed: users, orders, balances, clock, faults, the request log. */
    public function reset(): void
    {
        $this->sandbox->reset();
    }
}
