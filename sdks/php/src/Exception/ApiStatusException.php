<?php

declare(strict_types=1);

namespace Orbit\Sdk\Exception;

use Orbit\Sdk\Generated\Constants;
use Psr\Http\Message\ResponseInterface;

/**
 * An error answer of the service: the base of the exception of each error kind (NotFoundException,
 * RateLimitException, …) and itself the exception of a status without a kind of its own.
 */
class ApiStatusException extends \RuntimeException implements OrbitException
{
    use ErrorDetails;

    /**
     * The exception of an error answer, of the class of its status (Constants::ERROR_CLASSES), with
     * the `error` object of the body when it has one. A null status: an error inside a stream.
     *
     * @param array<string, list<string>> $headers
     */
    public static function fromAnswer(
        ?int $status,
        string $rawBody,
        array $headers = [],
        ?string $requestId = null,
        ?ResponseInterface $response = null,
        ?\Throwable $previous = null
    ): self {
        $body = json_decode($rawBody, true);
        $error = is_array($body) && is_array($body['error'] ?? null) ? $body['error'] : [];
        $text = static function (string $key) use ($error): ?string {
            return isset($error[$key]) && is_string($error[$key]) ? $error[$key] : null;
        };
        $class = self::classFor($status);
        $message = $text('message') ?? ($status === null ? 'Error event' : "HTTP $status")
            . ($rawBody !== '' && $error === [] ? ': ' . substr($rawBody, 0, 200) : '');
        return new $class($message, [
            'status' => $status,
            'code' => $text('code'),
            'type' => $text('type'),
            'param' => $text('param'),
            'request_id' => $requestId ?? $text('request_id'),
            'headers' => $headers,
            'raw_body' => $rawBody,
            'response' => $response,
        ], $previous);
    }

    /** @return class-string<self> */
    private static function classFor(?int $status): string
    {
        if ($status === null) {
            return self::class;
        }
        if (isset(Constants::ERROR_CLASSES[$status])) {
            return Constants::ERROR_CLASSES[$status];
        }
        foreach (Constants::ERROR_RANGES as [$first, $last, $class]) {
            if ($status >= $first && $status <= $last) {
                return $class;
            }
        }
        return self::class;
    }
}
