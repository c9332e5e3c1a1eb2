<?php

/**
 * A scriptable HTTP/1.1 test double for the behaviour tests (hand-written, PHP only, loopback only).
 *
 *   php fault_server.php        listens on a free 127.0.0.1 port and prints "PORT <n>" on stdout
 *
 * Control (JSON):
 *   POST /__control/enqueue   body: a list of steps, answered in order to the next requests
 *   GET  /__control/requests  the requests received so far (method, target (absolute when the server is
 *                             used as a proxy), path, query, headers, body (up to
 *                             1 MiB), body_bytes, parts of a multipart body (size and SHA-1 each), time)
 *   POST /__control/reset     forgets the steps, the requests and the signals
 *   POST /__control/signal    body: {"name": "..."}: lets the piece that awaits that signal go
 *
 * A step: {"status": 200, "headers": {...}, "body": "..." or JSON value, "delay": seconds before
 * answering, "await": a signal's name (answer only after it; a signal never sent is a stall, which the
 * server ends after 10 s by closing the connection), "drop": true (close the connection without an
 * answer), "chunks": [{"data": "...", "delay": seconds, "await": a signal's name}] (send the body piece
 * by piece, flushing each; a piece with "await" waits for that signal first), "chunked": true (frame the
 * pieces as HTTP/1.1 chunks, as Node and most servers send a stream), "keep_alive_then_drop": true
 * (answer and keep the connection open, then close it without answering the next request sent on it;
 * that request is not recorded)}. With no step queued the answer is 418, so a test never passes by accident.
 *
 * Bodies may be chunked; `Expect: 100-continue` is answered. Every connection is answered by a forked
 * child, so a slow step never blocks the next request.
 */

require __DIR__ . '/FaultServerProtocol.php';

use Orbit\Sdk\Tests\Support\FaultServerProtocol;

pcntl_async_signals(true);
FaultServerProtocol::$server = getmypid();

$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
if ($server === false) {
    fwrite(STDERR, "cannot listen: $errstr\n");
    exit(1);
}
$name = stream_socket_get_name($server, false);
echo 'PORT ' . substr($name, strrpos($name, ':') + 1) . "\n";
fflush(STDOUT);

$steps = [];
$requests = [];
pcntl_signal(SIGTERM, static function () {
    exit(0);
});
pcntl_signal(SIGCHLD, SIG_DFL);

while (true) {
    while (pcntl_waitpid(-1, $status, WNOHANG) > 0) {
    }
    $conn = @stream_socket_accept($server, 1.0);
    if ($conn === false) {
        continue;
    }
    $request = FaultServerProtocol::readRequest($conn);
    if ($request === null) {
        fclose($conn);
        continue;
    }
    if (strpos($request['path'], '/__control/') === 0) {
        FaultServerProtocol::control($conn, $request, $steps, $requests);
        continue;
    }
    $requests[] = $request;
    $noStep = ['type' => 'api_error', 'code' => 'no_step', 'message' => 'no step queued'];
    $step = array_shift($steps) ?? ['status' => 418, 'body' => ['error' => $noStep]];
    $pid = pcntl_fork();
    if ($pid === 0) {
        FaultServerProtocol::answer($conn, $step);
        exit(0);
    }
    fclose($conn); // the child owns it now (or, if fork failed, it is dropped)
}
