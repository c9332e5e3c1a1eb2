<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Behaviour;

use Orbit\Sdk\Client;
use Orbit\Sdk\Exception\InternalServerException;
use Orbit\Sdk\File;
use Orbit\Sdk\Tests\Support\ClientTestCase;
use Orbit\Sdk\Tests\Support\FaultServer;
use Orbit\Sdk\Tests\Support\GeneratedStream;
use Orbit\Sdk\Tests\Support\Shapes\Operations;

/**
 * A multipart upload is streamed: a 16 MiB source goes through the SDK and Guzzle (curl) to a local HTTP
 * server read in chunks, and the memory the process uses while it is read stays far below the source's
 * size, whether the source can be read again (sent with its size) or not (sent chunked).
 */
final class UploadStreamingTest extends ClientTestCase
{
    private const SIZE = 16 * 1048576;
    /** Far below the source: the SDK never holds it whole (curl reads it in pieces of 64 KiB or less). */
    private const MEMORY_BOUND = 2 * 1048576;

    private static FaultServer $server;

    public static function setUpBeforeClass(): void
    {
        self::$server = new FaultServer();
    }

    public static function tearDownAfterClass(): void
    {
        self::$server->stop();
    }

    protected function setUp(): void
    {
        parent::setUp();
        self::$server->reset();
    }

    private function guzzleClient(): Client
    {
        return new Client(['base_url' => self::$server->url, 'access_token' => 'at_test'] + $this->clock->options());
    }

    /** @param array<string, mixed> $request the fault server's record of it */
    private static function assertFilePart(array $request, string $filename): void
    {
        [$file, $purpose] = $request['parts'];
        $expected = ['file', $filename, 'application/octet-stream', self::SIZE, GeneratedStream::sha1Of(self::SIZE)];
        self::assertSame($expected, [
            $file['name'],
            $file['filename'],
            $file['type'],
            $file['bytes'],
            $file['sha1'],
        ]);
        self::assertSame(['purpose', 6], [$purpose['name'], $purpose['bytes']]);
    }

    public function testAOneShotSourceIsSentChunkedAndNeverHeldWhole(): void
    {
        self::$server->enqueue([['status' => 201, 'body' => Operations::widget()]]);
        $source = new GeneratedStream(self::SIZE, false);
        $before = memory_get_usage();
        $this->guzzleClient()->request(Operations::UPLOAD, [
            'widget_id' => 'wgt_0000000000000001',
            'file' => File::fromStream($source, 'big.bin'),
            'purpose' => 'manual',
        ], []);
        self::assertSame(self::SIZE, $source->bytesRead);
        self::assertGreaterThan(100, $source->reads);
        self::assertLessThan(self::MEMORY_BOUND, $source->peakMemory - $before);
        [$request] = self::$server->requests();
        self::assertSame('chunked', $request['headers']['transfer-encoding'] ?? null);
        self::assertFilePart($request, 'big.bin');
    }

    public function testASeekableSourceIsSentWithItsSizeAndReadAgainInPiecesOnARetry(): void
    {
        self::$server->enqueue([
            ['status' => 503, 'body' => ['error' => ['type' => 'api_error', 'code' => 'busy', 'message' => 'busy']]],
            ['status' => 201, 'body' => Operations::widget()],
        ]);
        $source = new GeneratedStream(self::SIZE, true);
        $before = memory_get_usage();
        $this->guzzleClient()->request(Operations::UPLOAD, [
            'widget_id' => 'wgt_0000000000000001',
            'file' => File::fromStream($source, 'big.bin'),
            'purpose' => 'manual',
        ], []);
        self::assertSame(2 * self::SIZE, $source->bytesRead, 'read whole twice: once per attempt');
        self::assertLessThan(self::MEMORY_BOUND, $source->peakMemory - $before);
        self::assertSame(GeneratedStream::sha1Of(self::SIZE), $source->sha1());
        $requests = self::$server->requests();
        self::assertCount(2, $requests);
        foreach ($requests as $request) {
            self::assertArrayNotHasKey('transfer-encoding', $request['headers']);
            self::assertGreaterThan(self::SIZE, (int) $request['headers']['content-length']);
            self::assertFilePart($request, 'big.bin');
        }
    }

    public function testAOneShotSourceIsNotSentASecondTime(): void
    {
        self::$server->enqueue([
            ['status' => 503, 'body' => ['error' => ['type' => 'api_error', 'code' => 'busy', 'message' => 'busy']]],
            ['status' => 201, 'body' => Operations::widget()],
        ]);
        $source = new GeneratedStream(self::SIZE, false);
        try {
            $this->guzzleClient()->request(Operations::UPLOAD, [
                'widget_id' => 'wgt_0000000000000001',
                'file' => File::fromStream($source, 'big.bin'),
                'purpose' => 'manual',
            ], []);
            self::fail('a one-shot source was sent again');
        } catch (InternalServerException $e) {
            self::assertSame(503, $e->getStatusCode());
            self::assertStringContainsString("the request body's stream cannot be re-read", $e->getMessage());
        }
        self::assertSame(self::SIZE, $source->bytesRead);
        self::assertCount(1, self::$server->requests());
        self::assertSame([], $this->clock->waits);
    }
}
