<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Exception;

use Orbit\Sdk\Model\Error;
use Orbit\Sdk\ObjectSerializer;
use Psr\Http\Message\ResponseInterface;

/**
 * The service answered with an error status. Subclasses name the kind; this class itself is used
 * for statuses without a kind of their own (e.g. 408 or 422).
 */
class ApiStatusException extends OrbitException
{
    /** Status => exception class, the one mapping used by every error answer. */
    private const CLASSES = [
        400 => BadRequestException::class,
        401 => AuthenticationException::class,
        402 => PaymentRequiredException::class,
        403 => PermissionDeniedException::class,
        404 => NotFoundException::class,
        409 => ConflictException::class,
        429 => RateLimitException::class,
    ];

    /**
     * Builds the typed exception for an error answer (its body must not have been read yet or be
     * seekable).
     */
    public static function fromResponse(ResponseInterface $response, ?string $body = null): self
    {
        $status = $response->getStatusCode();
        if ($body === null) {
            $stream = $response->getBody();
            if ($stream->isSeekable()) {
                $stream->rewind();
            }
            $body = $stream->getContents();
        }
        $decoded = json_decode($body, true);
        $error = is_array($decoded) && isset($decoded['error']) && is_array($decoded['error']) ? $decoded['error'] : [];
        $requestId = self::str($error['request_id'] ?? null) ?? ($response->getHeaderLine('X-Request-Id') ?: null);
        $message = self::str($error['message'] ?? null)
            ?? sprintf('HTTP %d %s', $status, $response->getReasonPhrase());
        $class = self::CLASSES[$status] ?? ($status >= 500 ? ServerException::class : self::class);
        $exception = new $class(
            $message,
            $status,
            $response,
            self::str($error['type'] ?? null),
            self::str($error['code'] ?? null),
            self::str($error['param'] ?? null),
            $requestId
        );
        $exception->setRawBody($body);
        if ($error !== []) {
            try {
                $exception->setResponseObject(ObjectSerializer::deserialize(json_decode($body), Error::class, []));
            } catch (\Throwable $ignored) {
                // The typed fields above are what matters; the model is a convenience.
            }
        }
        return $exception;
    }

    /** @param mixed $value */
    private static function str($value): ?string
    {
        return is_string($value) && $value !== '' ? $value : null;
    }
}
