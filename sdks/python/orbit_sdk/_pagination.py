# Hand-written. Auto-paging: page after page (from the caller's page, or 1; the limit kept) until the
# service says there is no more or a page is empty, fetching each page only when it is reached.
from typing import Any, AsyncIterator, Awaitable, Callable, Generic, Iterator, List, TypeVar

__all__ = ["SyncPager", "AsyncPager"]

T = TypeVar("T")


class SyncPager(Generic[T]):
    """Every item of a paginated list: `for order in client.orders.list_auto_paging()`."""

    def __init__(self, fetch: Callable[[int], Any], first_page: int, items: str, has_more: str) -> None:
        self._fetch = fetch
        self._first_page = first_page
        self._items = items
        self._has_more = has_more

    def __iter__(self) -> Iterator[T]:
        page = self._first_page
        while True:
            result = self._fetch(page)
            items: List[T] = getattr(result, self._items)
            yield from items
            if not items or not getattr(result, self._has_more):
                return
            page += 1


class AsyncPager(Generic[T]):
    """Every item of a paginated list: `async for order in client.orders.list_auto_paging()`."""

    def __init__(self, fetch: Callable[[int], Awaitable[Any]], first_page: int, items: str, has_more: str) -> None:
        self._fetch = fetch
        self._first_page = first_page
        self._items = items
        self._has_more = has_more

    async def __aiter__(self) -> AsyncIterator[T]:
        page = self._first_page
        while True:
            result = await self._fetch(page)
            items: List[T] = getattr(result, self._items)
            for item in items:
                yield item
            if not items or not getattr(result, self._has_more):
                return
            page += 1
