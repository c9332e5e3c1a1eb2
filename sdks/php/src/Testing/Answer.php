<?php

declare(strict_types=1);

namespace Orbit\Sdk\Testing;

use Orbit\Sdk\Core\BaseModel;
use Orbit\Sdk\Generated\Constants;

/**
 * What the FakeService answers an operation with, besides a fixture (a model of Fixtures, the operation's
 * answer): an error answer, bytes, text, no content, server-sent chunks, a JSON body as given, or no answer at
 * all (a failed connection, a timeout). Each goes through the SDK as the service's would: the error mapping,
 * retries, streams and binary answers run as in production.
 */
final class Answer
{
    private string $kind;
    /** @var array<string, mixed> */
    private array $data;
    /** @var array<string, string> */
    private array $headers = [];

    /** @param array<string, mixed> $data */
    private function __construct(string $kind, array $data)
    {
        $this->kind = $kind;
        $this->data = $data;
    }

    /**
     * An error answer: the contract's error body with the rules' `type` for the status (or the `type` you
     * give), your `code`, and `message`, `param` and `request_id` when given (the request id is otherwise the
     * answer's X-Request-Id). The SDK raises the exception of the status' kind (NotFoundException …).
     *
     * @param array{message?: string, param?: string, request_id?: string, type?: string} $details
     *
     * @throws InvalidFixtureException a status that is not an error, a status without a kind and no `type`
     */
    public static function error(int $status, string $code, array $details = []): self
    {
        if ($status < 400 || $status > 599) {
            throw new InvalidFixtureException("an error answer has a status from 400 to 599, not $status");
        }
        $unknown = array_diff(array_keys($details), ['message', 'param', 'request_id', 'type']);
        if ($unknown !== []) {
            $names = implode(', ', $unknown);
            throw new InvalidFixtureException("an error answer takes message, param, request_id and type, not $names");
        }
        $type = $details['type'] ?? self::typeOf($status);
        if ($type === null) {
            throw new InvalidFixtureException("HTTP $status has no error kind in the rules: give its 'type'");
        }
        $error = ['type' => $type, 'code' => $code, 'message' => $details['message'] ?? "$code (a fake answer)"];
        $error += array_intersect_key($details, ['param' => true, 'request_id' => true]);
        return new self('error', ['status' => $status, 'error' => $error]);
    }

    /** A fixture with headers of your own (`Answer::fixture(Fixtures::order())->withHeaders([...])`). */
    public static function fixture(BaseModel $fixture): self
    {
        return new self('fixture', ['fixture' => $fixture]);
    }

    /** The bytes of a binary answer, of the operation's media type unless you give one. */
    public static function bytes(string $content, ?string $mediaType = null): self
    {
        return new self('bytes', ['content' => $content, 'mediaType' => $mediaType]);
    }

    /** The text of a plain-text answer (e.g. a payment provider's acknowledgement). */
    public static function text(string $text): self
    {
        return new self('text', ['content' => $text]);
    }

    /** The answer without a body of an operation that answers none. */
    public static function noContent(): self
    {
        return new self('empty', []);
    }

    /**
     * A streamed answer: each chunk (a fixture of the operation's chunk type) as a server-sent event, then the
     * rules' done marker; or, given an error answer, an `error` event in its place.
     *
     * @param list<BaseModel> $chunks
     */
    public static function chunks(array $chunks, ?self $error = null): self
    {
        if ($error !== null && $error->kind !== 'error') {
            throw new InvalidFixtureException('a stream ends with an Answer::error() or its done marker');
        }
        return new self('chunks', ['chunks' => $chunks, 'error' => $error]);
    }

    /**
     * A JSON body exactly as given, unchecked (of the operation's success status unless you give one): what a
     * newer service might send, such as a field or an enum value this contract does not have yet.
     *
     * @param array<string, mixed> $body
     */
    public static function json(array $body, ?int $status = null): self
    {
        return new self('json', ['body' => $body, 'status' => $status]);
    }

    /** No answer: the connection failed (the SDK retries it by the rules, then raises APIConnectionException). */
    public static function connectionFailure(string $message = 'Connection refused'): self
    {
        return new self('failure', ['message' => $message, 'timeout' => false]);
    }

    /** No answer within the timeout (the SDK retries it by the rules, then raises APITimeoutException). */
    public static function timeout(): self
    {
        return new self('failure', ['message' => 'Operation timed out', 'timeout' => true]);
    }

    /**
     * This answer with more headers (e.g. `Retry-After`, `X-RateLimit-Remaining`); a header of the answer's own
     * (Content-Type, X-Request-Id) is replaced.
     *
     * @param array<string, string> $headers
     */
    public function withHeaders(array $headers): self
    {
        $copy = clone $this;
        $copy->headers = $headers + $this->headers;
        return $copy;
    }

    /** @internal for FakeService */
    public function kind(): string
    {
        return $this->kind;
    }

    /**
     * @internal for FakeService
     *
     * @return mixed
     */
    public function get(string $name)
    {
        return $this->data[$name] ?? null;
    }

    /**
     * @internal for FakeService
     *
     * @return array<string, string>
     */
    public function headers(): array
    {
        return $this->headers;
    }

    /** The error type of a status by the rules: its own kind's, or its range's (5xx). */
    private static function typeOf(int $status): ?string
    {
        $type = array_search($status, Constants::ERROR_TYPE_STATUS, true);
        if (is_string($type)) {
            return $type;
        }
        foreach (Constants::ERROR_RANGES as [$first, $last]) {
            if ($status >= $first && $status <= $last) {
                $range = array_search($first, Constants::ERROR_TYPE_STATUS, true);
                return is_string($range) ? $range : null;
            }
        }
        return null;
    }
}
