# Hand-written. Pagination, by item and by page: page after page (from the caller's page, or 1; the limit
# kept) until the service says there is no more or a page is empty, fetching each page only when it is
# reached. A pager iterates items; `iter_pages()` gives the pages, each with `has_next_page()` and
# `get_next_page()`.
from typing import Any, AsyncIterator, Awaitable, Callable, Generic, Iterator, List, Optional, TypeVar

__all__ = ["SyncPager", "AsyncPager", "SyncPage", "AsyncPage"]

T = TypeVar("T")


class _PageBase(Generic[T]):
    #: The page's items.
    items: List[T]
    #: The answer the page came in (e.g. an `OrderList`, with its `total` and `_request_id`).
    result: Any
    #: Its page number.
    number: int

    def __init__(self, result: Any, number: int, items: str, has_more: str) -> None:
        self.result = result
        self.number = number
        self.items = getattr(result, items)
        self._more = bool(self.items) and bool(getattr(result, has_more))

    def has_next_page(self) -> bool:
        """Whether a later page may have items (the service said so and this page was not empty)."""
        return self._more


class SyncPage(_PageBase[T]):
    """One page of a paginated list (`items`, `result`, `number`); `get_next_page()` fetches the next."""

    def __init__(self, pager: "SyncPager[T]", result: Any, number: int) -> None:
        super().__init__(result, number, pager._items, pager._has_more)
        self._pager = pager

    def get_next_page(self) -> "Optional[SyncPage[T]]":
        """The next page, fetched now; None when `has_next_page()` is False."""
        return self._pager._page(self.number + 1) if self._more else None

    def iter_pages(self) -> "Iterator[SyncPage[T]]":
        """This page and every later one, each fetched when reached."""
        page: Optional[SyncPage[T]] = self
        while page is not None:
            yield page
            page = page.get_next_page()


class AsyncPage(_PageBase[T]):
    """One page of a paginated list (`items`, `result`, `number`); `await get_next_page()` fetches the next."""

    def __init__(self, pager: "AsyncPager[T]", result: Any, number: int) -> None:
        super().__init__(result, number, pager._items, pager._has_more)
        self._pager = pager

    async def get_next_page(self) -> "Optional[AsyncPage[T]]":
        """The next page, fetched now; None when `has_next_page()` is False."""
        return await self._pager._page(self.number + 1) if self._more else None

    async def iter_pages(self) -> "AsyncIterator[AsyncPage[T]]":
        """This page and every later one, each fetched when reached."""
        page: Optional[AsyncPage[T]] = self
        while page is not None:
            yield page
            page = await page.get_next_page()


class SyncPager(Generic[T]):
    """Every item of a paginated list: `for order in client.orders.list_auto_paging()`; pages with `iter_pages()`."""

    def __init__(self, fetch: Callable[[int], Any], first_page: int, items: str, has_more: str) -> None:
        self._fetch = fetch
        self._first_page = first_page
        self._items = items
        self._has_more = has_more

    def _page(self, number: int) -> SyncPage[T]:
        return SyncPage(self, self._fetch(number), number)

    def first_page(self) -> SyncPage[T]:
        """The first page (the caller's `page`, or 1), fetched now."""
        return self._page(self._first_page)

    def iter_pages(self) -> Iterator[SyncPage[T]]:
        """Every page from the first, each fetched when reached."""
        return self.first_page().iter_pages()

    def __iter__(self) -> Iterator[T]:
        for page in self.iter_pages():
            yield from page.items


class AsyncPager(Generic[T]):
    """Every item of a paginated list: `async for order in client.orders.list_auto_paging()`; pages with
    `iter_pages()`."""

    def __init__(self, fetch: Callable[[int], Awaitable[Any]], first_page: int, items: str, has_more: str) -> None:
        self._fetch = fetch
        self._first_page = first_page
        self._items = items
        self._has_more = has_more

    async def _page(self, number: int) -> AsyncPage[T]:
        return AsyncPage(self, await self._fetch(number), number)

    async def first_page(self) -> AsyncPage[T]:
        """The first page (the caller's `page`, or 1), fetched now."""
        return await self._page(self._first_page)

    async def iter_pages(self) -> AsyncIterator[AsyncPage[T]]:
        """Every page from the first, each fetched when reached."""
        async for page in (await self.first_page()).iter_pages():
            yield page

    async def __aiter__(self) -> AsyncIterator[T]:
        async for page in self.iter_pages():
            for item in page.items:
                yield item
