# Hand-written. Conveniences on top of the generated API: decoded images, speech written to a file.
"""Conveniences: `decode_image`, `write_images` and `write_speech`."""
from .audio import write_speech as write_speech
from .images import decode_image as decode_image
from .images import write_images as write_images

__all__ = ["decode_image", "write_images", "write_speech"]
