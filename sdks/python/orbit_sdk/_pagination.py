# Hand-written. Pagination, by item and by page, in both styles of the contract: page numbers (from the
# caller's page, or 1; the limit kept) and cursors (each page starts after the last item of the one before,
# e.g. `starting_after` = its `id`). Pages follow one another until the service says there is no more or a
# page is empty, each fetched only when it is reached. A pager iterates items; `iter_pages()` gives the
# pages, each with `has_next_page()` and `get_next_page()`.
from typing import Any, AsyncIterator, Awaitable, Callable, Dict, Generic, Iterator, List, Mapping, Optional, TypeVar

from ._types import Page

__all__ = ["SyncPager", "AsyncPager", "SyncPage", "AsyncPage"]

T = TypeVar("T")


class _PageBase(Generic[T]):
    #: The page's items.
    items: List[T]
    #: The answer the page came in (e.g. an `OrderList`, with its `total` and `_request_id`).
    result: Any
    #: Its page number (cursor pages: its place in the walk, from 1).
    number: int

    def __init__(self, result: Any, number: int, spec: Page) -> None:
        self.result = result
        self.number = number
        self.items = getattr(result, spec.items)
        #: The arguments that ask for the next page, or None after the last.
        self._next: Optional[Dict[str, object]] = None
        if self.items and getattr(result, spec.has_more):
            if spec.cursor is not None and spec.cursor_field is not None:
                self._next = {spec.cursor: getattr(self.items[-1], spec.cursor_field)}
            elif spec.page is not None:
                self._next = {spec.page: number + 1}

    def has_next_page(self) -> bool:
        """Whether a later page may have items (the service said so and this page was not empty)."""
        return self._next is not None


class SyncPage(_PageBase[T]):
    """One page of a paginated list (`items`, `result`, `number`); `get_next_page()` fetches the next."""

    def __init__(self, pager: "SyncPager[T]", result: Any, number: int) -> None:
        super().__init__(result, number, pager._spec)
        self._pager = pager

    def get_next_page(self) -> "Optional[SyncPage[T]]":
        """The next page, fetched now; None when `has_next_page()` is False."""
        return self._pager._page(self._next, self.number + 1) if self._next is not None else None

    def iter_pages(self) -> "Iterator[SyncPage[T]]":
        """This page and every later one, each fetched when reached."""
        page: Optional[SyncPage[T]] = self
        while page is not None:
            yield page
            page = page.get_next_page()


class AsyncPage(_PageBase[T]):
    """One page of a paginated list (`items`, `result`, `number`); `await get_next_page()` fetches the next."""

    def __init__(self, pager: "AsyncPager[T]", result: Any, number: int) -> None:
        super().__init__(result, number, pager._spec)
        self._pager = pager

    async def get_next_page(self) -> "Optional[AsyncPage[T]]":
        """The next page, fetched now; None when `has_next_page()` is False."""
        return await self._pager._page(self._next, self.number + 1) if self._next is not None else None

    async def iter_pages(self) -> "AsyncIterator[AsyncPage[T]]":
        """This page and every later one, each fetched when reached."""
        page: Optional[AsyncPage[T]] = self
        while page is not None:
            yield page
            page = await page.get_next_page()


class SyncPager(Generic[T]):
    """Every item of a paginated list: `for order in client.orders.list_auto_paging()`; pages with `iter_pages()`."""

    def __init__(self, fetch: Callable[[Mapping[str, object]], Any], first_page: int, spec: Page) -> None:
        self._fetch = fetch
        self._first_page = first_page
        self._spec = spec

    def _page(self, arguments: Mapping[str, object], number: int) -> SyncPage[T]:
        return SyncPage(self, self._fetch(arguments), number)

    def first_page(self) -> SyncPage[T]:
        """The first page (the caller's `page` or cursor, else the first), fetched now."""
        return self._page({}, self._first_page)

    def iter_pages(self) -> Iterator[SyncPage[T]]:
        """Every page from the first, each fetched when reached."""
        return self.first_page().iter_pages()

    def __iter__(self) -> Iterator[T]:
        for page in self.iter_pages():
            yield from page.items


class AsyncPager(Generic[T]):
    """Every item of a paginated list: `async for order in client.orders.list_auto_paging()`; pages with
    `iter_pages()`."""

    def __init__(self, fetch: Callable[[Mapping[str, object]], Awaitable[Any]], first_page: int, spec: Page) -> None:
        self._fetch = fetch
        self._first_page = first_page
        self._spec = spec

    async def _page(self, arguments: Mapping[str, object], number: int) -> AsyncPage[T]:
        return AsyncPage(self, await self._fetch(arguments), number)

    async def first_page(self) -> AsyncPage[T]:
        """The first page (the caller's `page` or cursor, else the first), fetched now."""
        return await self._page({}, self._first_page)

    async def iter_pages(self) -> AsyncIterator[AsyncPage[T]]:
        """Every page from the first, each fetched when reached."""
        async for page in (await self.first_page()).iter_pages():
            yield page

    async def __aiter__(self) -> AsyncIterator[T]:
        async for page in self.iter_pages():
            for item in page.items:
                yield item
