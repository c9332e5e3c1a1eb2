<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

/**
 * The proxies of the environment, read as curl reads them (the lower-case name first), for the Guzzle
 * client the SDK creates.
 *
 * Guzzle reads only the upper-case names; curl (which carries the answers read whole) reads `http_proxy`,
 * `https_proxy`, `no_proxy` in either case by itself, but PHP's http:// stream (which carries streamed and
 * binary answers) reads none. Handing Guzzle's `proxy` option the same settings makes every call take the
 * same path. `HTTP_PROXY` in upper case counts only on the command line, as in Guzzle and curl: in a web
 * server PHP puts a request's `Proxy:` header there ("httpoxy").
 *
 * @internal
 */
final class Proxies
{
    private function __construct()
    {
    }

    /**
     * @return array{proxy?: array{http?: string, https?: string, no?: list<string>}} Guzzle client options
     */
    public static function fromEnvironment(): array
    {
        $proxy = [];
        $http = self::env('http_proxy') ?? (PHP_SAPI === 'cli' ? self::env('HTTP_PROXY') : null);
        if ($http !== null) {
            $proxy['http'] = $http;
        }
        $https = self::env('https_proxy') ?? self::env('HTTPS_PROXY');
        if ($https !== null) {
            $proxy['https'] = $https;
        }
        $no = self::env('no_proxy') ?? self::env('NO_PROXY');
        if ($no !== null) {
            $proxy['no'] = array_values(array_filter(array_map('trim', explode(',', $no)), 'strlen'));
        }
        return $proxy === [] ? [] : ['proxy' => $proxy];
    }

    private static function env(string $name): ?string
    {
        $value = getenv($name);
        return $value === false || trim($value) === '' ? null : trim($value);
    }
}
