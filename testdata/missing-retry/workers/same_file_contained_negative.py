import asyncio

import httpx


async def fetch_status_page(url):
    # refresh_all gathers with return_exceptions=True: a failure is a value.
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get(url)
        r.raise_for_status()
        return r.json()


async def refresh_all(urls):
    results = await asyncio.gather(*[fetch_status_page(u) for u in urls], return_exceptions=True)
    return [r for r in results if not isinstance(r, Exception)]
