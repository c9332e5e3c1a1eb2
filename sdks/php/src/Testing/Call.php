<?php

declare(strict_types=1);

namespace Orbit\Sdk\Testing;

use Psr\Http\Message\RequestInterface;

/**
 * One request the SDK sent to the FakeService (every attempt is one: a retry and the replay after a renewal
 * are calls of their own), as the service would have received it.
 */
final class Call
{
    /** The operation by its SDK name, e.g. `orders.cancel`. */
    public string $operation;
    public string $method;
    /** The path as sent, e.g. `/api/user/orders`. */
    public string $path;
    /** @var array<string, string|list<string>> the query parameters as sent (text) */
    public array $query;
    /**
     * @var array<string, mixed>|null the body: JSON decoded; multipart/form-data by part name (a text part as
     *     its text, a JSON part decoded, a file as ['filename' => …, 'content_type' => …, 'content' => …], a
     *     repeated part as a list); null without one
     */
    public ?array $body;
    /** @var array<string, string> every header, by its lower-case name */
    public array $headers;
    /**
     * @var array<string, mixed> the operation's arguments by their contract names: path, query and header
     *     parameters and body fields, without the values the SDK fixes (`action`, `stream`)
     */
    public array $arguments;
    public RequestInterface $request;

    /**
     * @internal FakeService records calls
     *
     * @param array<string, string|list<string>> $query
     * @param array<string, mixed>|null $body
     * @param array<string, mixed> $arguments
     */
    public function __construct(
        string $operation,
        RequestInterface $request,
        array $query,
        ?array $body,
        array $arguments
    ) {
        $this->operation = $operation;
        $this->method = $request->getMethod();
        $this->path = $request->getUri()->getPath();
        $this->query = $query;
        $this->body = $body;
        $this->headers = [];
        foreach ($request->getHeaders() as $name => $values) {
            $this->headers[strtolower((string) $name)] = implode(', ', $values);
        }
        $this->arguments = $arguments;
        $this->request = $request;
    }

    /** A header's value (any case), or null when it was not sent. */
    public function header(string $name): ?string
    {
        return $this->headers[strtolower($name)] ?? null;
    }
}
