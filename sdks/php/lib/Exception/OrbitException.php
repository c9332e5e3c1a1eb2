<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Exception;

use Orbit\Sdk\ApiException;
use Orbit\Sdk\Runtime\ResponseInfo;
use Psr\Http\Message\ResponseInterface;

/**
 * Base of every error the Orbit client throws. Extends the generated {@see ApiException}, so code
 * written against the generated API classes keeps catching it.
 *
 * Carries the HTTP status (0 when no answer arrived), the error `type` and `code` of the answer's
 * `{"error": {...}}` body, its `param`, the request id and the raw response.
 */
class OrbitException extends ApiException
{
    /** @var int */
    private $statusCode;
    /** @var string|null */
    private $errorType;
    /** @var string|null */
    private $errorCode;
    /** @var string|null */
    private $param;
    /** @var string|null */
    private $requestId;
    /** @var ResponseInterface|null */
    private $response;

    public function __construct(
        string $message,
        int $statusCode = 0,
        ?ResponseInterface $response = null,
        ?string $errorType = null,
        ?string $errorCode = null,
        ?string $param = null,
        ?string $requestId = null,
        ?\Throwable $previous = null
    ) {
        // ApiException's constructor cannot take a previous exception; set its fields directly.
        \Exception::__construct($message, $statusCode, $previous);
        $this->statusCode = $statusCode;
        $this->response = $response;
        $this->errorType = $errorType;
        $this->errorCode = $errorCode;
        $this->param = $param;
        $this->requestId = $requestId;
        $this->responseHeaders = $response !== null ? $response->getHeaders() : [];
        $this->responseBody = null;
    }

    /** HTTP status of the answer; 0 when none arrived (connection error, timeout). */
    public function getStatusCode(): int
    {
        return $this->statusCode;
    }

    /** The answer's `error.type` (e.g. `rate_limit_error`), when it had one. */
    public function getErrorType(): ?string
    {
        return $this->errorType;
    }

    /** The answer's stable machine-readable `error.code` (e.g. `order_not_found`), when it had one. */
    public function getErrorCode(): ?string
    {
        return $this->errorCode;
    }

    /** The request field (or header) at fault, when the answer names one. */
    public function getParam(): ?string
    {
        return $this->param;
    }

    /** The request id (`X-Request-Id`, also in the error body); quote it to support. */
    public function getRequestId(): ?string
    {
        return $this->requestId;
    }

    /** The raw HTTP response, when one arrived. */
    public function getResponse(): ?ResponseInterface
    {
        return $this->response;
    }

    /** Status, headers and request id of the response, when one arrived. */
    public function getLastResponse(): ?ResponseInfo
    {
        return $this->response !== null ? new ResponseInfo($this->response) : null;
    }

    /** @internal */
    public function setRawBody(?string $body): void
    {
        $this->responseBody = $body;
    }
}
