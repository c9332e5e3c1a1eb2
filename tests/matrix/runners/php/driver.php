<?php

/**
 * The PHP SDK's matrix driver (docs/sdk-design.md §6): one JSON request per line on standard input, one
 * JSON answer per line on standard output, in order; anything else goes to standard error; exit 0 at the
 * end of input. It maps each request onto the SDK's public API and nothing more:
 * `$client->{resource}->{method}($params, $options)`, `{method}AutoPaging(...)` for auto-paging,
 * `{method}Stream(...)` for a streamed call, `iterPages()` of the answer for pages, `withOptions()` for a
 * client copied `from` another, a Guzzle middleware for `middleware`, `getLastResponse()` for `raw`, a
 * `$file` parameter as the SDK takes a file (Files), the same call made `concurrent` times in turn (PHP is
 * synchronous); ORBIT_SDK_DIR names another SDK folder (tests/shapes).
 *
 *   printf '%s\n' '{"id":1,"op":"hello"}' | php tests/matrix/runners/php/driver.php
 */

declare(strict_types=1);

// The SDK as its own tests load it (a Composer vendor/ directory, else Debian's Guzzle, and src/ by PSR-4):
// sdks/php, or the folder ORBIT_SDK_DIR names (an SDK built from another contract, tests/shapes).
$sdk = getenv('ORBIT_SDK_DIR') ?: dirname(__DIR__, 4) . '/sdks/php';
require $sdk . '/tests/bootstrap.php';

use Orbit\MatrixDriver\MatrixDriver;

require __DIR__ . '/Attempts.php';
require __DIR__ . '/CallLog.php';
require __DIR__ . '/Files.php';
require __DIR__ . '/MatrixDriver.php';
require __DIR__ . '/StreamFailed.php';

$driver = new MatrixDriver();
$flags = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION | JSON_INVALID_UTF8_SUBSTITUTE;
while (($line = fgets(STDIN)) !== false) {
    if (trim($line) === '') {
        continue;
    }
    $request = json_decode($line, true);
    $answer = is_array($request)
        ? $driver->answer($request)
        : ['id' => null, 'ok' => false, 'error' => MatrixDriver::driverError('not JSON: ' . substr($line, 0, 200))];
    $json = json_encode($answer, $flags);
    if ($json === false) {
        $error = MatrixDriver::driverError('the answer cannot be JSON: ' . json_last_error_msg());
        $json = (string) json_encode(['id' => $answer['id'] ?? null, 'ok' => false, 'error' => $error]);
    }
    fwrite(STDOUT, $json . "\n");
    fflush(STDOUT);
}
exit(0);
