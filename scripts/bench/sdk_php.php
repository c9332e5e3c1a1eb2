<?php
/**
 * Per-call cost of the PHP SDK against plain Guzzle, same request, same count:
 *   php8.2 scripts/bench/sdk_php.php <base_url> <sdks/php> <calls> <rounds> <warmup> <seconds>
 * Prints one JSON line: {"plain_us", "sdk_us", "calls", "rounds"} (median µs per call over the rounds).
 * Guzzle is Debian's (/usr/share/php), loaded like sdks/php/tests/bootstrap.php does.
 */
[, $baseUrl, $sdkPath, $calls, $rounds, $warmup, $seconds] = $argv;
$calls = (int) $calls;
$rounds = (int) $rounds;
$warmup = (int) $warmup;
$deadline = hrtime(true) + (int) ((float) $seconds * 1e9);

set_include_path('/usr/share/php' . PATH_SEPARATOR . get_include_path());
require_once 'GuzzleHttp/autoload.php';
require_once 'GuzzleHttp/Psr7/autoload.php';
require_once 'GuzzleHttp/Promise/autoload.php';
spl_autoload_register(static function (string $class) use ($sdkPath): void {
    $prefix = 'Orbit\\Sdk\\';
    if (strncmp($class, $prefix, strlen($prefix)) === 0) {
        $file = $sdkPath . '/lib/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
        if (is_file($file)) {
            require $file;
        }
    }
});

$url = $baseUrl . '/api/user/packages';
$guzzle = new \GuzzleHttp\Client();
$client = new \Orbit\Sdk\OrbitClient(['base_url' => $baseUrl]);

$plain = static function () use ($guzzle, $url): int {
    $response = $guzzle->request('GET', $url);
    return count(json_decode((string) $response->getBody(), true)['items']);
};
$sdk = static function () use ($client): int {
    return count($client->packages->list()->getItems());
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
echo json_encode(['plain_us' => $median($plainUs), 'sdk_us' => $median($sdkUs), 'calls' => $calls, 'rounds' => count($plainUs)]), PHP_EOL;
