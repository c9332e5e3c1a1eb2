<?php

/**
 * Per-call cost of the PHP SDK against plain Guzzle, same request, same count:
 *   php8.2 scripts/bench/sdk_php.php <base_url> <sdks/php> <calls> <rounds> <warmup> <seconds>
 * Prints one JSON line: {"plain_us", "sdk_us", "calls", "rounds"} (median µs per call over the rounds).
 * Both sides use Debian's Guzzle (/usr/share/php) with its default handler (curl, keep-alive); the plain
 * side decodes the JSON too. The SDK runs with its defaults (retries on, never triggered).
 */

declare(strict_types=1);

[, $baseUrl, $sdkPath, $calls, $rounds, $warmup, $seconds] = $argv;
$calls = (int) $calls;
$rounds = (int) $rounds;
$warmup = (int) $warmup;
$deadline = hrtime(true) + (int) ((float) $seconds * 1e9);

// The SDK loads the way its own tests load it (Composer vendor/ if present, else Debian's Guzzle).
require $sdkPath . '/tests/bootstrap.php';

$url = $baseUrl . '/api/user/packages';
$guzzle = new \GuzzleHttp\Client();
$client = new \Orbit\Sdk\Client(['base_url' => $baseUrl]);

$plain = static function () use ($guzzle, $url): int {
    $response = $guzzle->request('GET', $url);
    return count(json_decode((string) $response->getBody(), true)['items']);
};
$sdk = static function () use ($client): int {
    return count($client->packages->list()->items);
};
if ($plain() !== $sdk()) {
    fwrite(STDERR, "the SDK and Guzzle disagree on the package count\n");
    exit(1);
}

$perCall = static function (callable $call, int $n): float {
    $started = hrtime(true);
    for ($i = 0; $i < $n; $i++) {
        $call();
    }
    return (hrtime(true) - $started) / 1e3 / $n;
};
$median = static function (array $xs): float {
    sort($xs);
    return $xs[intdiv(count($xs), 2)];
};

$perCall($plain, $warmup);
$perCall($sdk, $warmup);
$plainUs = [];
$sdkUs = [];
for ($r = 0; $r < $rounds && hrtime(true) < $deadline; $r++) {
    // Alternate which side goes first, so drift falls on both.
    if ($r % 2 === 0) {
        $plainUs[] = $perCall($plain, $calls);
        $sdkUs[] = $perCall($sdk, $calls);
    } else {
        $sdkUs[] = $perCall($sdk, $calls);
        $plainUs[] = $perCall($plain, $calls);
    }
}
echo json_encode([
    'plain_us' => $median($plainUs),
    'sdk_us' => $median($sdkUs),
    'calls' => $calls,
    'rounds' => count($plainUs),
]), PHP_EOL;
