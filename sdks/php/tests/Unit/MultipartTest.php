<?php

declare(strict_types=1);

namespace Orbit\Sdk\Tests\Unit;

use GuzzleHttp\Psr7\Utils;
use Orbit\Sdk\Core\Multipart;
use Orbit\Sdk\File;
use PHPUnit\Framework\TestCase;

/**
 * The multipart/form-data encoder: a part per field (a file part with its name and type from a path,
 * bytes or a stream; a text part; a part per list item; a JSON part for an object or map), a fresh body
 * for each attempt when every source can be read again, and the caller's streams left open.
 */
final class MultipartTest extends TestCase
{
    private string $path;

    protected function setUp(): void
    {
        $this->path = sys_get_temp_dir() . '/orbit-multipart-' . getmypid() . '.txt';
        file_put_contents($this->path, 'from a path');
    }

    protected function tearDown(): void
    {
        @unlink($this->path);
    }

    /**
     * The parts of a body: [name, filename or null, content type or null, content].
     *
     * @return list<array{0: string, 1: string|null, 2: string|null, 3: string}>
     */
    private static function parts(Multipart $body, string $bytes): array
    {
        self::assertSame(1, preg_match('/^multipart\/form-data; boundary=([0-9a-f]{40})$/', $body->contentType(), $m));
        $chunks = explode("--{$m[1]}", $bytes);
        self::assertSame("--\r\n", array_pop($chunks), 'the closing boundary');
        self::assertSame('', array_shift($chunks));
        $parts = [];
        foreach ($chunks as $chunk) {
            [$head, $content] = explode("\r\n\r\n", substr($chunk, 2, -2), 2);
            preg_match('/name="([^"]*)"(?:; filename="([^"]*)")?/', $head, $disposition);
            $type = preg_match('/^Content-Type: (.*)$/mi', $head, $t) ? trim($t[1]) : null;
            $parts[] = [$disposition[1], $disposition[2] ?? null, $type, $content];
        }
        return $parts;
    }

    public function testEachFieldIsAPartAndEachSourceAFilePart(): void
    {
        $stream = fopen('php://memory', 'w+b');
        fwrite($stream, 'skipped|from a stream');
        fseek($stream, 8);
        $body = new Multipart([
            'file' => File::fromPath($this->path),
            'photo' => File::fromString('not really a png', 'photo.png'),
            'log' => $stream,
            'psr' => File::fromStream(Utils::streamFor('from psr-7'), 'psr.bin', 'application/x-custom'),
            'purpose' => 'manual',
            'tags' => ['a', 'b'],
            'count' => 3,
            'ratio' => 1.5,
            'public' => false,
            'meta' => ['colour' => 'blue'],
            'nothing' => null,
        ]);
        self::assertSame([
            ['file', basename($this->path), 'text/plain', 'from a path'],
            ['photo', 'photo.png', 'image/png', 'not really a png'],
            ['log', 'log', 'application/octet-stream', 'from a stream'],
            ['psr', 'psr.bin', 'application/x-custom', 'from psr-7'],
            ['purpose', null, null, 'manual'],
            ['tags', null, null, 'a'],
            ['tags', null, null, 'b'],
            ['count', null, null, '3'],
            ['ratio', null, null, '1.5'],
            ['public', null, null, 'false'],
            ['meta', null, 'application/json', '{"colour":"blue"}'],
        ], self::parts($body, (string) $body->open()));
        self::assertTrue($body->rereadable());
        $body->release();
        self::assertTrue(is_resource($stream), 'the caller\'s stream is not closed');
        fclose($stream);
    }

    public function testEveryAttemptSendsTheSameBytesWhenEverySourceCanBeReadAgain(): void
    {
        $stream = fopen('php://temp', 'w+b');
        fwrite($stream, 'head|tail');
        fseek($stream, 5);
        $body = new Multipart(['a' => File::fromPath($this->path), 'b' => $stream, 'c' => 'text']);
        $first = (string) $body->open();
        self::assertStringContainsString("\r\n\r\ntail\r\n", $first);
        $second = $body->open()->getContents();
        self::assertSame($first, $second);
        $body->release();
        fclose($stream);
    }

    public function testAStreamThatCannotSeekIsReadOnceAsItComes(): void
    {
        $pipe = popen('printf "line one\nline two\n"', 'r');
        $body = new Multipart(['file' => $pipe, 'purpose' => 'other']);
        self::assertFalse($body->rereadable());
        $stream = $body->open();
        self::assertNull($stream->getSize(), 'sent chunked, not read whole first to measure it');
        self::assertFalse($stream->isSeekable());
        $bytes = '';
        while (!$stream->eof()) {
            $bytes .= $stream->read(4);
        }
        self::assertSame(
            [['file', 'file', 'application/octet-stream', "line one\nline two\n"], ['purpose', null, null, 'other']],
            self::parts($body, $bytes)
        );
        try {
            $body->open();
            self::fail('a stream that cannot seek was opened twice');
        } catch (\LogicException $e) {
            self::assertSame("the body's stream cannot be re-read", $e->getMessage());
        }
        $body->release();
        pclose($pipe);
    }

    public function testAPathIsOpenedForEachAttemptOnly(): void
    {
        $body = new Multipart(['file' => new \SplFileInfo($this->path)]);
        file_put_contents($this->path, 'changed before sending');
        self::assertStringContainsString('changed before sending', (string) $body->open());
    }
}
