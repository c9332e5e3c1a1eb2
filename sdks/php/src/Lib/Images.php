<?php

declare(strict_types=1);

namespace Orbit\Sdk\Lib;

use Orbit\Sdk\Exception\APIResponseValidationException;
use Orbit\Sdk\Exception\InvalidArgumentException;
use Orbit\Sdk\Models\ImageData;

/**
 * Conveniences for generated images: the bytes of an image answered as `b64_json`.
 */
final class Images
{
    private function __construct()
    {
    }

    /**
     * The decoded image bytes (PNG) of an image asked for with `'response_format' => 'b64_json'`.
     *
     * @throws InvalidArgumentException the image was answered as a URL
     * @throws APIResponseValidationException the answer's base64 is broken
     */
    public static function bytes(ImageData $image): string
    {
        if ($image->b64_json === null) {
            throw new InvalidArgumentException(
                "Invalid argument: the image has no b64_json (it was asked for as 'url': fetch \$image->url).",
                ['param' => 'response_format']
            );
        }
        $bytes = base64_decode($image->b64_json, true);
        if ($bytes === false) {
            throw new APIResponseValidationException("The answer's b64_json is not base64.");
        }
        return $bytes;
    }
}
