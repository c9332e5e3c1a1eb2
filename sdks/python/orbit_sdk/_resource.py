# Hand-written. The base of the generated resource classes: a resource only holds its client's
# request core and describes calls to it.
from ._base_client import AsyncAPIClient, SyncAPIClient

__all__ = ["SyncAPIResource", "AsyncAPIResource"]


class SyncAPIResource:
    _client: SyncAPIClient

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client


class AsyncAPIResource:
    _client: AsyncAPIClient

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client
