<?php

/**
 * Per-call cost of the PHP SDK against plain Guzzle, same request:
 *   php8.2 scripts/bench/sdk_php.php <base_url> <sdks/php> <calls> <warmup> <seconds>
 * Prints one JSON line: {"plain_us", "sdk_us", "control_us", "<side>_p90_us", "calls"}: the median (and
 * 90th percentile) µs per call of each side, `calls` per side.
 * Both sides use Debian's Guzzle (/usr/share/php) with its default handler (curl, keep-alive); the plain
 * side decodes the JSON too. The SDK runs with its defaults (retries on, never triggered). The control is
 * a second instance of the plain side (its own Guzzle client) doing exactly the same request.
 *
 * The method is the one of scripts/bench/measure.ts (TypeScript, which says why), measure.py and
 * gomeasure/ (Go): the sides interleaved per call, each iteration calling every side once in an order
 * shuffled afresh (a seeded generator, so every run calls in the same sequence); every call timed on its
 * own; each side's figure the median of its per-call times. `warmup` iterations untimed first, then
 * `calls` iterations, or fewer if `seconds` pass first (the samples gathered up to then are kept).
 */

declare(strict_types=1);

[, $baseUrl, $sdkPath, $calls, $warmup, $seconds] = $argv;

// The SDK loads the way its own tests load it (Composer vendor/ if present, else Debian's Guzzle).
require $sdkPath . '/tests/bootstrap.php';

$url = $baseUrl . '/api/user/packages';
$client = new \Orbit\Sdk\Client(['base_url' => $baseUrl]);

// The plain side; made twice, for the plain side and for its control.
$plainSide = static function () use ($url): \Closure {
    $guzzle = new \GuzzleHttp\Client();
    return static function () use ($guzzle, $url): int {
        $response = $guzzle->request('GET', $url);
        return count(json_decode((string) $response->getBody(), true)['items']);
    };
};
$sides = [
    'plain' => $plainSide(),
    'sdk' => static function () use ($client): int {
        return count($client->packages->list()->items);
    },
    'control' => $plainSide(),
];
$counts = array_map(static fn (callable $call): int => $call(), $sides);
if (count(array_unique($counts)) !== 1) {
    fwrite(STDERR, "the SDK and Guzzle disagree on the package count\n");
    exit(1);
}

$names = array_keys($sides);
$calling = array_values($sides);
$samples = array_fill(0, count($calling), []);
$randomizer = new \Random\Randomizer(new \Random\Engine\Mt19937(1));
$iterate = static function (int $count, float $deadline, bool $store) use ($calling, &$samples, $randomizer): int {
    $order = array_keys($calling);
    for ($i = 0; $i < $count && hrtime(true) < $deadline; $i++) {
        foreach ($randomizer->shuffleArray($order) as $k) {
            $started = hrtime(true);
            $calling[$k]();
            if ($store) {
                $samples[$k][] = hrtime(true) - $started;
            }
        }
    }
    return $i;
};
// sorted[floor(q * n)], the same definition in every language of the bench.
$quantile = static function (array $sorted, float $q): float {
    return $sorted[min(count($sorted) - 1, (int) floor($q * count($sorted)))] / 1e3;
};

$iterate((int) $warmup, INF, false);
$measured = $iterate((int) $calls, hrtime(true) + (float) $seconds * 1e9, true);
$result = [];
foreach ($names as $k => $name) {
    sort($samples[$k]);
    $result[$name . '_us'] = $quantile($samples[$k], 0.5);
    $result[$name . '_p90_us'] = $quantile($samples[$k], 0.9);
}
$result['calls'] = $measured;
echo json_encode($result), PHP_EOL;
