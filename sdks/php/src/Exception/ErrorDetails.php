<?php

declare(strict_types=1);

namespace Orbit\Sdk\Exception;

use Psr\Http\Message\ResponseInterface;

/**
 * The details every OrbitException carries (the one implementation behind the interface, shared by the
 * exceptions that extend \RuntimeException and \InvalidArgumentException).
 */
trait ErrorDetails
{
    private ?int $statusCode = null;
    private ?string $errorCode = null;
    private ?string $errorType = null;
    private ?string $param = null;
    private ?string $requestId = null;
    /** @var array<string, list<string>> */
    private array $headers = [];
    private ?string $rawBody = null;
    private ?ResponseInterface $response = null;

    /**
     * @param array{status?: int|null, code?: string|null, type?: string|null, param?: string|null,
     *     request_id?: string|null, headers?: array<string, list<string>>, raw_body?: string|null,
     *     response?: ResponseInterface|null} $details
     */
    public function __construct(string $message = '', array $details = [], ?\Throwable $previous = null)
    {
        parent::__construct($message, (int) ($details['status'] ?? 0), $previous);
        $this->statusCode = $details['status'] ?? null;
        $this->errorCode = $details['code'] ?? null;
        $this->errorType = $details['type'] ?? null;
        $this->param = $details['param'] ?? null;
        $this->requestId = $details['request_id'] ?? null;
        $this->headers = $details['headers'] ?? [];
        $this->rawBody = $details['raw_body'] ?? null;
        $this->response = $details['response'] ?? null;
    }

    public function getStatusCode(): ?int
    {
        return $this->statusCode;
    }

    public function getErrorCode(): ?string
    {
        return $this->errorCode;
    }

    public function getErrorType(): ?string
    {
        return $this->errorType;
    }

    public function getParam(): ?string
    {
        return $this->param;
    }

    public function getRequestId(): ?string
    {
        return $this->requestId;
    }

    /** @return array<string, list<string>> */
    public function getHeaders(): array
    {
        return $this->headers;
    }

    public function getRawBody(): ?string
    {
        return $this->rawBody;
    }

    public function getResponse(): ?ResponseInterface
    {
        return $this->response;
    }
}
