# Hand-written. Speech arrives as a BinaryResponse (bytes and media type); this saves it with the
# file extension of its media type.
import os
from typing import Union

from .._response import BinaryResponse

__all__ = ["write_speech"]

_EXTENSIONS = {"audio/wav": ".wav", "audio/x-wav": ".wav", "audio/mpeg": ".mp3", "audio/ogg": ".ogg"}


def write_speech(speech: BinaryResponse, path_without_extension: Union[str, "os.PathLike[str]"]) -> str:
    """Writes the audio to `<path>.<extension of its media type>` and answers the path written."""
    path = os.fspath(path_without_extension) + _EXTENSIONS.get(speech.media_type, ".bin")
    speech.write_to_file(path)
    return path
