<?php

/**
 * Hand-written test support: reads the SDK calls the contract (openapi/openapi.yaml at the
 * repository root) defines, so tests fail when an operation is added without coverage.
 */

namespace Orbit\Sdk\Tests\Support;

final class Contract
{
    public static function path(): string
    {
        return dirname(__DIR__, 4) . '/openapi/openapi.yaml';
    }

    /**
     * Every SDK call: "operationId" => [resource, method], or "operationId:action" => [resource,
     * action method] for the x-sdk-actions of an operation.
     *
     * @return array<string, array{0: string, 1: string}>
     */
    public static function sdkMethods(): array
    {
        $file = self::path();
        if (!is_file($file)) {
            throw new \RuntimeException("contract not found at $file");
        }
        $lines = file($file, FILE_IGNORE_NEW_LINES);
        $calls = [];
        $ops = [];
        $current = null;
        $inActions = false;
        foreach ($lines as $line) {
            if (preg_match('/^ {6}operationId: *([A-Za-z0-9_]+)/', $line, $m)) {
                $current = $m[1];
                $ops[$current] = ['tag' => null, 'method' => null, 'actions' => []];
                $inActions = false;
                continue;
            }
            if ($current === null) {
                continue;
            }
            if (preg_match('/^ {6}tags: *\[([A-Za-z0-9_]+)/', $line, $m)) {
                $ops[$current]['tag'] = $m[1];
            } elseif (preg_match('/^ {6}x-sdk-method: *([A-Za-z0-9_]+)/', $line, $m)) {
                $ops[$current]['method'] = $m[1];
            } elseif (preg_match('/^ {6}x-sdk-actions:/', $line)) {
                $inActions = true;
            } elseif ($inActions && preg_match('/^ {8}- *\{ *method: *([A-Za-z0-9_]+)/', $line, $m)) {
                $ops[$current]['actions'][] = $m[1];
            } elseif (preg_match('/^ {0,6}[A-Za-z]/', $line)) {
                $inActions = false;
            }
        }
        foreach ($ops as $operationId => $op) {
            if ($op['tag'] === null || $op['method'] === null) {
                throw new \RuntimeException("$operationId: no tag or x-sdk-method in the contract");
            }
            if ($op['actions'] === []) {
                $calls[$operationId] = [$op['tag'], $op['method']];
            }
            foreach ($op['actions'] as $action) {
                $calls[$operationId . ':' . $action] = [$op['tag'], $action];
            }
        }
        return $calls;
    }
}
