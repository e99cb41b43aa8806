import asyncio

import httpx


async def fetch_component_status(url):
    # refresh_components gathers without return_exceptions: the first
    # failure fails the refresh.
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get(url)  # expect: missing-retry
        r.raise_for_status()
        return r.json()


async def refresh_components(urls):
    return await asyncio.gather(*[fetch_component_status(u) for u in urls])
