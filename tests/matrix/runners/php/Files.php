<?php

declare(strict_types=1);

namespace Orbit\MatrixDriver;

use Orbit\Sdk\File;

/**
 * The protocol's `{"$file": {"name", "content", "type", "from"}}` parameters (tests/shapes/README.md) as
 * a PHP caller hands a file to the SDK: `path` a file written first, passed as File::fromPath(); `bytes`
 * File::fromString(); `stream` a pipe (`cat` of the file, a stream resource that cannot seek, like
 * php://stdin) passed as File::fromStream(). Everything is removed after the call.
 */
final class Files
{
    /** @var list<string> */
    private array $paths = [];
    /** @var list<resource> */
    private array $pipes = [];

    /**
     * The parameters with every `$file` made a File, at any depth.
     *
     * @param mixed $value
     *
     * @return mixed
     */
    public function resolve($value)
    {
        if (!is_array($value)) {
            return $value;
        }
        if (array_keys($value) === ['$file'] && is_array($value['$file'])) {
            return $this->file($value['$file']);
        }
        foreach ($value as $key => $item) {
            $value[$key] = $this->resolve($item);
        }
        return $value;
    }

    /** Closes the pipes and removes the files of the call. */
    public function clear(): void
    {
        foreach ($this->pipes as $pipe) {
            pclose($pipe);
        }
        foreach ($this->paths as $path) {
            @unlink($path);
            @rmdir(dirname($path));
        }
        $this->pipes = [];
        $this->paths = [];
    }

    /** @param array<string, mixed> $spec */
    private function file(array $spec): File
    {
        $name = (string) ($spec['name'] ?? 'file');
        $content = (string) ($spec['content'] ?? '');
        $type = isset($spec['type']) ? (string) $spec['type'] : null;
        $from = $spec['from'] ?? 'bytes';
        if ($from === 'bytes') {
            return File::fromString($content, $name, $type);
        }
        $dir = sys_get_temp_dir() . '/orbit-driver-' . bin2hex(random_bytes(8));
        mkdir($dir);
        $path = $this->paths[] = $dir . '/' . basename($name);
        file_put_contents($path, $content);
        if ($from === 'path') {
            return File::fromPath($path, null, $type);
        }
        if ($from !== 'stream') {
            throw new \InvalidArgumentException('$file.from must be path, bytes or stream, not ' . json_encode($from));
        }
        $pipe = popen('cat ' . escapeshellarg($path), 'r');
        if ($pipe === false) {
            throw new \RuntimeException("cannot open a pipe to $path");
        }
        $this->pipes[] = $pipe;
        return File::fromStream($pipe, $name, $type);
    }
}
