<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use Orbit\Sdk\Exception\APIConnectionException;
use Orbit\Sdk\Exception\ApiStatusException;
use Orbit\Sdk\Exception\APIResponseValidationException;
use Orbit\Sdk\Exception\APIUserAbortException;
use Orbit\Sdk\Exception\OrbitException;
use Orbit\Sdk\Generated\Constants;
use Psr\Http\Message\ResponseInterface;

/**
 * A streamed answer (server-sent events): iterate it to get each chunk, decoded and checked like an
 * answer, as it arrives; a wait for the next piece longer than the idle timeout throws APITimeoutException.
 * The stream ends at the operation's done marker; an `error` event raises the exception of its kind.
 * close() closes the connection: it is how a caller stops a stream early (PHP has no cooperative
 * cancellation), and an iteration that goes on after it throws APIUserAbortException.
 *
 * @template T of BaseModel
 * @implements \IteratorAggregate<int, T>
 */
final class Stream implements \IteratorAggregate
{
    private ResponseInterface $response;
    /** @var class-string<T> */
    private string $chunkClass;
    private string $done;
    private ?string $requestId;
    private bool $started = false;
    private bool $closed = false;

    /**
     * @internal the request core builds streams
     *
     * @param class-string<T> $chunkClass
     */
    public function __construct(
        ResponseInterface $response,
        string $chunkClass,
        string $done,
        ?string $requestId
    ) {
        $this->response = $response;
        $this->chunkClass = $chunkClass;
        $this->done = $done;
        $this->requestId = $requestId;
    }

    /**
     * @return \Generator<int, T>
     *
     * @throws OrbitException
     */
    public function getIterator(): \Generator
    {
        if ($this->started) {
            throw new \LogicException('A stream can be iterated once.');
        }
        $this->started = true;
        $body = $this->response->getBody();
        $buffer = '';
        $event = 'message';
        $data = [];
        $ended = false;
        try {
            while (true) {
                $newline = strpos($buffer, "\n");
                if ($newline === false) {
                    if ($ended) {
                        return;
                    }
                    if ($this->closed) {
                        throw new APIUserAbortException('The stream was closed by the caller (close()).');
                    }
                    // The body hands over what has arrived (AnswerBody), so each event is yielded as it comes.
                    $chunk = $body->eof() ? '' : $body->read(8192);
                    if ($chunk === '' && $body->eof()) {
                        // The end of the answer ends the last line and the last event.
                        $ended = true;
                        $buffer .= "\n\n";
                    }
                    $buffer .= $chunk;
                    continue;
                }
                $line = rtrim(substr($buffer, 0, $newline), "\r");
                $buffer = (string) substr($buffer, $newline + 1);
                if ($line !== '') {
                    [$field, $value] = array_pad(explode(':', $line, 2), 2, '');
                    $value = ltrim($value, ' ');
                    if ($field === 'data') {
                        $data[] = $value;
                    } elseif ($field === 'event') {
                        $event = $value;
                    }
                    continue;
                }
                if ($data === []) {
                    $event = 'message';
                    continue;
                }
                $payload = implode("\n", $data);
                $data = [];
                if ($payload === $this->done) {
                    return;
                }
                if ($event === 'error') {
                    throw self::streamError($payload, $this->requestId, $this->response);
                }
                $event = 'message';
                yield $this->decode($payload);
                if ($this->closed) {
                    throw new APIUserAbortException('The stream was closed by the caller (close()).');
                }
            }
        } finally {
            $this->response->getBody()->close();
        }
    }

    /** Closes the connection: no more chunks are read (iterating on throws APIUserAbortException). */
    public function close(): void
    {
        $this->closed = true;
        $this->response->getBody()->close();
    }

    public function getRequestId(): ?string
    {
        return $this->requestId;
    }

    /** The PSR-7 response (its body is the event stream). */
    public function getResponse(): ResponseInterface
    {
        return $this->response;
    }

    /** The HTTP response's status, headers and request id. */
    public function getLastResponse(): ApiResponse
    {
        return new ApiResponse($this->response->getStatusCode(), $this->response->getHeaders());
    }

    /** @return T */
    private function decode(string $payload): BaseModel
    {
        $value = json_decode($payload, true);
        if (!is_array($value) || ($value !== [] && array_key_first($value) === 0)) {
            $details = $this->details($payload);
            throw new APIResponseValidationException('A streamed chunk is not a JSON object.', $details);
        }
        try {
            return new $this->chunkClass($value, $this->requestId);
        } catch (APIResponseValidationException $e) {
            throw new APIResponseValidationException($e->getMessage(), $this->details($payload), $e);
        }
    }

    /** @return array<string, mixed> */
    private function details(string $payload): array
    {
        return [
            'status' => $this->response->getStatusCode(),
            'request_id' => $this->requestId,
            'headers' => $this->response->getHeaders(),
            'raw_body' => $payload,
            'response' => $this->response,
        ];
    }

    private static function streamError(string $payload, ?string $id, ResponseInterface $response): OrbitException
    {
        $body = json_decode($payload, true);
        $type = is_array($body) && is_array($body['error'] ?? null) ? ($body['error']['type'] ?? null) : null;
        $status = is_string($type) ? (Constants::ERROR_TYPE_STATUS[$type] ?? null) : null;
        return ApiStatusException::fromAnswer($status, $payload, $response->getHeaders(), $id, $response);
    }
}
