import asyncio

import aiohttp


async def fetch_tile(session: aiohttp.ClientSession, url: str) -> bytes:
    for attempt in range(5):
        async with session.get(url) as resp:
            if resp.status >= 500:  # expect: retry-skips-throttling
                await asyncio.sleep(2**attempt)
                continue
            resp.raise_for_status()
            return await resp.read()
    raise RuntimeError("tile unavailable")


async def fetch_meta(session: aiohttp.ClientSession, url: str) -> dict:
    for attempt in range(5):
        async with session.get(url) as resp:
            if resp.status == 429 or resp.status >= 500:
                await asyncio.sleep(2**attempt)
                continue
            resp.raise_for_status()
            return await resp.json()
    raise RuntimeError("meta unavailable")


def wait_for_worker(state):
    # No request in the loop: a local status, not a retry of a call.
    while True:
        if state.code >= 500:
            raise RuntimeError("worker failed")
        if state.done:
            return
        asyncio.run(asyncio.sleep(1))
