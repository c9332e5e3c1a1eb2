<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Runtime;

use Orbit\Sdk\Exception\ApiStatusException;
use Orbit\Sdk\Exception\TimeoutException;
use Orbit\Sdk\ObjectSerializer;
use Psr\Http\Message\ResponseInterface;

/**
 * A streamed answer (`x-sdk-streaming`, server-sent events): iterate it to get each chunk, decoded
 * into its model, as soon as it arrives. The stream ends at the contract's end marker (`[DONE]`).
 * It can be iterated once.
 *
 * @implements \IteratorAggregate<int, object>
 */
final class Stream implements \IteratorAggregate
{
    /** @var ResponseInterface */
    private $response;
    /** @var ResponseInfo */
    private $info;
    /** @var string */
    private $chunkClass;
    /** @var string */
    private $done;
    /** @var bool */
    private $consumed = false;

    public function __construct(ResponseInterface $response, ResponseInfo $info, string $chunkClass, string $done, ?Transport $transport = null, float $timeout = 0.0)
    {
        $this->response = $response;
        $this->info = $info;
        $this->chunkClass = $chunkClass;
        $this->done = $done;
    }

    /** @return \Generator<int, object> the decoded chunks */
    public function getIterator(): \Generator
    {
        if ($this->consumed) {
            throw new \LogicException('A stream can be iterated only once');
        }
        $this->consumed = true;
        foreach ($this->events() as $data) {
            if ($data === $this->done) {
                break;
            }
            $decoded = json_decode($data);
            if ($decoded === null && json_last_error() !== JSON_ERROR_NONE) {
                throw new \UnexpectedValueException('Malformed stream event: ' . json_last_error_msg());
            }
            if (is_object($decoded) && isset($decoded->error)) {
                throw ApiStatusException::fromResponse($this->response->withStatus(500), $data);
            }
            $chunk = ObjectSerializer::deserialize($decoded, $this->chunkClass, []);
            if (is_object($chunk) && method_exists($chunk, 'setLastResponse')) {
                $chunk->setLastResponse($this->info);
            }
            yield $chunk;
        }
        $this->close();
    }

    /**
     * The `data` of each server-sent event, in order, read from the body as it arrives.
     *
     * @return \Generator<int, string>
     */
    public function events(): \Generator
    {
        $body = $this->response->getBody();
        $buffer = '';
        while (true) {
            $eof = $body->eof();
            if (!$eof) {
                // Take what PHP already buffered first: asking for more than that makes fread()
                // wait for the next packet, which would hold back an event that has arrived.
                $buffered = (int) $body->getMetadata('unread_bytes');
                $read = $body->read($buffered > 0 ? $buffered : 8192);
                if ($read === '' && $body->getMetadata('timed_out')) {
                    throw new TimeoutException('Reading the stream timed out', 0, null, null, 'timeout');
                }
                $buffer .= str_replace("\r\n", "\n", $read);
            }
            while (($end = strpos($buffer, "\n\n")) !== false) {
                $event = substr($buffer, 0, $end);
                $buffer = (string) substr($buffer, $end + 2);
                $data = self::dataOf($event);
                if ($data !== null) {
                    yield $data;
                }
            }
            if ($eof) {
                $data = self::dataOf($buffer);
                if ($data !== null) {
                    yield $data;
                }
                return;
            }
        }
    }

    /** Stops reading and releases the connection. */
    public function close(): void
    {
        $this->response->getBody()->close();
    }

    public function getLastResponse(): ResponseInfo
    {
        return $this->info;
    }

    private static function dataOf(string $event): ?string
    {
        $lines = [];
        foreach (explode("\n", $event) as $line) {
            if (strncmp($line, 'data:', 5) === 0) {
                $lines[] = ltrim(substr($line, 5), ' ');
            }
        }
        return $lines === [] ? null : implode("\n", $lines);
    }
}
