<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

/**
 * The login session of a client and of every copy made with withOptions(): one object they share, so a
 * login or a renewal made through any of them is used by all (refresh tokens rotate: two clients renewing
 * with the same old refresh token would get the whole session revoked by the service).
 *
 * @internal read and set it through the client (getAccessToken(), setSession(), clearSession())
 */
final class Session
{
    public ?string $accessToken;
    public ?string $refreshToken;

    public function __construct(?string $accessToken, ?string $refreshToken)
    {
        $this->accessToken = $accessToken;
        $this->refreshToken = $refreshToken;
    }
}
