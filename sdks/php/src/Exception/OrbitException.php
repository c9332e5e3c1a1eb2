<?php

declare(strict_types=1);

namespace Orbit\Sdk\Exception;

use Psr\Http\Message\ResponseInterface;

/**
 * Every exception the SDK throws implements this interface: catch OrbitException to catch them all.
 * An error answer of the service is an ApiStatusException (a subclass per kind, e.g. NotFoundException);
 * a failure without one is APIConnectionException, APITimeoutException, APIResponseValidationException
 * or InvalidArgumentException. The exception of the HTTP client, if any, is getPrevious().
 */
interface OrbitException extends \Throwable
{
    /** The HTTP status of the answer, or null when none arrived. */
    public function getStatusCode(): ?int;

    /** The stable machine-readable reason, e.g. `order_not_found` (`error.code` of the body). */
    public function getErrorCode(): ?string;

    /** The error category, e.g. `not_found_error` (`error.type` of the body). */
    public function getErrorType(): ?string;

    /** The argument or request field at fault, when one is named. */
    public function getParam(): ?string;

    /** The request id of the answer (quote it to support). */
    public function getRequestId(): ?string;

    /** @return array<string, list<string>> the answer's headers (PSR-7 style), empty without an answer */
    public function getHeaders(): array;

    /** The answer's body as received, or null without an answer. */
    public function getRawBody(): ?string;

    /** The answer (its body already read into getRawBody()), or null without one. */
    public function getResponse(): ?ResponseInterface;
}
