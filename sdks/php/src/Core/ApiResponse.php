<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use Orbit\Sdk\Generated\Constants;

/**
 * The HTTP response behind a result (`$result->getLastResponse()`, like stripe-php's): its status, its
 * headers and its request id. Built only when asked for; the body is the result itself.
 */
final class ApiResponse
{
    private int $status;
    /** @var array<string, list<string>> */
    private array $headers;

    /**
     * @internal the results build it from their answer
     *
     * @param array<string, list<string>> $headers as PSR-7 gives them
     */
    public function __construct(int $status, array $headers)
    {
        $this->status = $status;
        $this->headers = $headers;
    }

    public function getStatusCode(): int
    {
        return $this->status;
    }

    /**
     * Every header as received: name => its values.
     *
     * @return array<string, list<string>>
     */
    public function getHeaders(): array
    {
        return $this->headers;
    }

    /** A header's values joined with ", " (the name in any case); "" when absent. */
    public function getHeaderLine(string $name): string
    {
        foreach ($this->headers as $header => $values) {
            if (strcasecmp((string) $header, $name) === 0) {
                return implode(', ', $values);
            }
        }
        return '';
    }

    /** The answer's request id (the rules' request id header), to quote to support. */
    public function getRequestId(): ?string
    {
        $id = $this->getHeaderLine(Constants::REQUEST_ID_HEADER);
        return $id === '' ? null : $id;
    }
}
