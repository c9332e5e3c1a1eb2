# Hand-written. Generated images arrive base64-encoded (`b64_json`) or as URLs; these decode them.
import base64
import binascii
import os
from typing import List, Union

from .._exceptions import InvalidArgumentError
from ..types.image_data import ImageData
from ..types.image_generation_response import ImageGenerationResponse

__all__ = ["decode_image", "write_images"]


def decode_image(image: ImageData) -> bytes:
    """The PNG bytes of one generated image (asked for with `response_format="b64_json"`)."""
    if image.b64_json is None:
        raise InvalidArgumentError("this image has no b64_json (it was asked for as a URL: download image.url instead)", param="image")
    try:
        return base64.b64decode(image.b64_json, validate=True)
    except (binascii.Error, ValueError) as error:
        raise InvalidArgumentError(f"image.b64_json is not base64: {error}", param="image") from error


def write_images(response: ImageGenerationResponse, folder: Union[str, "os.PathLike[str]"], prefix: str = "image") -> List[str]:
    """Writes every image of a response as `<folder>/<prefix>-<n>.png` and answers the paths."""
    paths: List[str] = []
    for index, image in enumerate(response.data):
        path = os.path.join(os.fspath(folder), f"{prefix}-{index + 1}.png")
        with open(path, "wb") as file:
            file.write(decode_image(image))
        paths.append(path)
    return paths
