# Hand-written (listed in .openapi-generator-ignore): the shape of one contract operation as
# described by the generated table orbit_sdk._resources.OPERATIONS.
from typing import NamedTuple, Optional, Tuple


class Operation(NamedTuple):
    operation_id: str
    tag: str
    method: str
    path: str
    #: "loginToken", "apiKey" or None (public)
    security: Optional[str]
    #: header parameters the contract declares (e.g. "Idempotency-Key")
    header_params: Tuple[str, ...]
    #: the client methods that call this operation (x-sdk-method / x-sdk-actions / pagination)
    sdk_methods: Tuple[str, ...]
    #: generated model name of the success body ("bytearray" for binary, "str" for text)
    return_type: Optional[str]
    stream_param: Optional[str] = None
    stream_media_type: Optional[str] = None
    stream_done: Optional[str] = None
    stream_chunk: Optional[str] = None
    binary_media_type: Optional[str] = None

    @property
    def moves_money(self) -> bool:
        """True for the POSTs that accept an Idempotency-Key (they are retried only with one)."""
        return "Idempotency-Key" in self.header_params
