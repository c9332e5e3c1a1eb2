<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Support;

/**
 * What tests/Support/fault_server.php does with each connection: read a request, answer the control
 * endpoints, play a queued step (status, headers, body, delays, chunks, or a dropped connection).
 */
final class FaultServerProtocol
{
    /** The server process's id (set at its start, inherited by the children that answer). */
    public static int $server = 0;

    /** @return array<string, mixed>|null */
    public static function readRequest($conn): ?array
    {
        stream_set_timeout($conn, 5);
        $head = '';
        while (strpos($head, "\r\n\r\n") === false) {
            $line = fgets($conn);
            if ($line === false) {
                return null;
            }
            $head .= $line;
        }
        $lines = explode("\r\n", trim($head));
        $parts = explode(' ', array_shift($lines));
        $headers = [];
        foreach ($lines as $line) {
            $pos = strpos($line, ':');
            if ($pos !== false) {
                $headers[strtolower(trim(substr($line, 0, $pos)))] = trim(substr($line, $pos + 1));
            }
        }
        if (strtolower($headers['expect'] ?? '') === '100-continue') {
            fwrite($conn, "HTTP/1.1 100 Continue\r\n\r\n");
        }
        $chunked = strtolower($headers['transfer-encoding'] ?? '') === 'chunked';
        $body = $chunked ? self::readChunked($conn) : self::readBytes($conn, (int) ($headers['content-length'] ?? 0));
        $target = $parts[1] ?? '/';
        $query = (string) parse_url($target, PHP_URL_QUERY);
        return [
            'method' => $parts[0] ?? '',
            'target' => $target,
            'path' => (string) parse_url($target, PHP_URL_PATH),
            'query' => $query,
            'headers' => $headers,
            // A large body is summarised (its size, and for a multipart body each part's), not kept.
            'body' => strlen($body) <= 1048576 ? $body : '',
            'body_bytes' => strlen($body),
            'parts' => self::parts($headers['content-type'] ?? '', $body),
            'time' => microtime(true),
        ];
    }

    private static function readBytes($conn, int $length): string
    {
        $body = '';
        while (strlen($body) < $length) {
            $chunk = fread($conn, min(1048576, $length - strlen($body)));
            if ($chunk === false || $chunk === '') {
                break;
            }
            $body .= $chunk;
        }
        return $body;
    }

    /** A `Transfer-Encoding: chunked` body (what a client sends when it does not know the size). */
    private static function readChunked($conn): string
    {
        $body = '';
        while (($line = fgets($conn)) !== false) {
            $size = hexdec(trim(explode(';', $line)[0]));
            if ($size === 0) {
                fgets($conn); // the empty line after the last chunk
                break;
            }
            $body .= self::readBytes($conn, (int) $size);
            fgets($conn); // the CRLF after the chunk
        }
        return $body;
    }

    /**
     * The parts of a multipart/form-data body: name, filename, content type, size and SHA-1 of each.
     *
     * @return list<array{name: string, filename: string|null, type: string|null, bytes: int, sha1: string}>
     */
    private static function parts(string $contentType, string $body): array
    {
        if (!preg_match('/^multipart\/form-data;\s*boundary=(\S+)$/i', $contentType, $m)) {
            return [];
        }
        $parts = [];
        foreach (array_slice(explode('--' . $m[1], $body), 1, -1) as $part) {
            [$head, $content] = explode("\r\n\r\n", substr($part, 2, -2), 2) + [1 => ''];
            preg_match('/name="([^"]*)"(?:; filename="([^"]*)")?/', $head, $disposition);
            $type = preg_match('/^Content-Type:\s*(.*)$/mi', $head, $t) ? trim($t[1]) : null;
            $parts[] = [
                'name' => $disposition[1] ?? '',
                'filename' => $disposition[2] ?? null,
                'type' => $type,
                'bytes' => strlen($content),
                'sha1' => sha1($content),
            ];
        }
        return $parts;
    }

    public static function control($conn, array $request, array &$steps, array &$requests): void
    {
        $result = ['ok' => true];
        switch ($request['path']) {
            case '/__control/enqueue':
                foreach (json_decode($request['body'], true) ?: [] as $step) {
                    $steps[] = $step;
                }
                break;
            case '/__control/requests':
                $result = $requests;
                break;
            case '/__control/reset':
                $steps = [];
                $requests = [];
                array_map('unlink', glob(self::signalFile('*')) ?: []);
                break;
            case '/__control/signal':
                touch(self::signalFile((string) (json_decode($request['body'], true)['name'] ?? '')));
                break;
            default:
                $result = ['ok' => false];
        }
        self::answer($conn, ['status' => 200, 'body' => $result]);
    }

    public static function answer($conn, array $step): void
    {
        if (!empty($step['delay'])) {
            usleep((int) ($step['delay'] * 1e6));
        }
        if (isset($step['await']) && !self::awaitSignal((string) $step['await'])) {
            @fclose($conn); // a stall before the answer's headers, ended by the server after 10 s
            return;
        }
        if (!empty($step['drop'])) {
            stream_socket_shutdown($conn, STREAM_SHUT_RDWR);
            fclose($conn);
            return;
        }
        $status = (int) ($step['status'] ?? 200);
        $headers = array_change_key_case($step['headers'] ?? [], CASE_LOWER);
        $body = $step['body'] ?? '';
        if (!is_string($body)) {
            $body = json_encode($body);
            $headers += ['content-type' => 'application/json'];
        }
        if (isset($step['body_base64'])) {
            $body = base64_decode($step['body_base64']);
        }
        $headers += ['x-request-id' => 'req_' . substr(md5(uniqid('', true)), 0, 16)];
        $out = "HTTP/1.1 $status " . self::reason($status) . "\r\n";
        foreach ($headers as $name => $value) {
            $out .= "$name: $value\r\n";
        }
        if (!empty($step['keep_alive_then_drop'])) {
            // Keep the connection open for the client's next request, read that request and close
            // without answering it: what a server (or a proxy) that drops a reused connection does.
            @fwrite($conn, $out . 'content-length: ' . strlen($body) . "\r\n\r\n" . $body);
            fflush($conn);
            self::readRequest($conn);
            @fclose($conn);
            return;
        }
        $out .= "connection: close\r\n";
        if (isset($step['chunks'])) {
            // Send each piece at once (no Nagle delay), so the client sees it when the step says.
            if (function_exists('socket_import_stream') && ($socket = @socket_import_stream($conn))) {
                @socket_set_option($socket, SOL_TCP, TCP_NODELAY, 1);
            }
            // `chunked`: each piece framed as an HTTP/1.1 chunk, as Node and most servers send a stream.
            $chunked = !empty($step['chunked']);
            @fwrite($conn, $out . ($chunked ? "transfer-encoding: chunked\r\n" : '') . "\r\n");
            foreach ($step['chunks'] as $chunk) {
                if (!empty($chunk['delay'])) {
                    usleep((int) ($chunk['delay'] * 1e6));
                }
                if (isset($chunk['await']) && !self::awaitSignal((string) $chunk['await'])) {
                    @fclose($conn); // no signal: the client never asked for the rest
                    return;
                }
                $data = (string) $chunk['data'];
                @fwrite($conn, $chunked ? dechex(strlen($data)) . "\r\n$data\r\n" : $data);
                fflush($conn);
            }
            if ($chunked) {
                @fwrite($conn, "0\r\n\r\n");
            }
        } else {
            @fwrite($conn, $out . 'content-length: ' . strlen($body) . "\r\n\r\n" . $body);
        }
        @fclose($conn);
    }

    /**
     * Waits until the test sends the signal (POST /__control/signal): a step can hold a piece back until
     * the test has seen the pieces before it, so nothing depends on timing. Gives up after 10 s.
     */
    private static function awaitSignal(string $name): bool
    {
        $file = self::signalFile($name);
        for ($polls = 0; $polls < 1000; $polls++) {
            if (is_file($file)) {
                unlink($file);
                return true;
            }
            usleep(10000);
        }
        return false;
    }

    /** The file that stands for a signal of this server (the answering children are forked processes). */
    private static function signalFile(string $name): string
    {
        return sys_get_temp_dir() . '/orbit-fault-signal-' . self::$server . '-' . $name;
    }

    public static function reason(int $status): string
    {
        $reasons = [
            200 => 'OK', 201 => 'Created', 400 => 'Bad Request', 401 => 'Unauthorized', 402 => 'Payment Required',
            403 => 'Forbidden', 404 => 'Not Found', 408 => 'Request Timeout', 409 => 'Conflict', 418 => 'I am a teapot',
            429 => 'Too Many Requests', 500 => 'Internal Server Error', 502 => 'Bad Gateway',
            503 => 'Service Unavailable',
        ];
        return $reasons[$status] ?? 'Status';
    }
}
