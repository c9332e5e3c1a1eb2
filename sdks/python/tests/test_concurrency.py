"""One client shared by many threads (Orbit) or tasks (AsyncOrbit), as the README states (parity-concurrent-
renewal): 20 calls at once whose login token expired all answer, and the session is renewed exactly once,
copies made with `with_options` included. Every call is held until all 20 were answered 401, so every one
of them needs the renewal at the same moment (no timing: a barrier and an event)."""
import asyncio
import threading
from typing import Any, List

import httpx

from orbit_sdk import AsyncOrbit, Orbit

from .test_client_copies_and_sessions import RotatingService

CALLS = 20


class ExpiredAtOnce(RotatingService):
    """The rotating session service; `expired` tells the calls made with the first login token, which it
    answers 401 once the login expired."""

    def expired(self, request: httpx.Request) -> bool:
        return request.url.path != "/api/auth/unified_login" and request.headers.get("authorization") == "Bearer acc-1"


def test_threads_share_one_client_and_one_renewal() -> None:
    service = ExpiredAtOnce()
    all_arrived = threading.Barrier(CALLS)

    def answer(request: httpx.Request) -> httpx.Response:
        if service.expired(request):
            all_arrived.wait()
        return service(request)

    client = Orbit(base_url="http://double.test", access_token="acc-1", refresh_token=service.refresh_token(1), http_client=httpx.Client(transport=httpx.MockTransport(answer)))
    copy = client.with_options(max_retries=0)
    service.expire_login()
    results: List[Any] = []
    errors: List[BaseException] = []

    def one(index: int) -> None:
        try:
            results.append((client if index % 2 else copy).orders.list())
        except BaseException as error:  # noqa: BLE001 (reported by the assertion below)
            errors.append(error)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(CALLS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and len(results) == CALLS
    assert service.renewals == 1 and not service.revoked
    assert (client.access_token, client.refresh_token) == ("acc-2", service.refresh_token(2)) == (copy.access_token, copy.refresh_token)


def test_tasks_share_one_client_and_one_renewal() -> None:
    service = ExpiredAtOnce()

    async def main() -> List[Any]:
        all_arrived = asyncio.Event()
        arrived = 0

        async def answer(request: httpx.Request) -> httpx.Response:
            nonlocal arrived
            await request.aread()
            if service.expired(request):
                arrived += 1
                if arrived == CALLS:
                    all_arrived.set()
                await all_arrived.wait()
            return service(request)

        client = AsyncOrbit(base_url="http://double.test", access_token="acc-1", refresh_token=service.refresh_token(1), http_client=httpx.AsyncClient(transport=httpx.MockTransport(answer)))
        copy = client.with_options(max_retries=0)
        service.expire_login()
        return list(await asyncio.gather(*((client if i % 2 else copy).orders.list() for i in range(CALLS))))

    results = asyncio.run(main())
    assert len(results) == CALLS
    assert service.renewals == 1 and not service.revoked
