import asyncio


async def retry_async(fn, attempts=4):
    for attempt in range(attempts):
        try:
            return await fn()
        except OSError:
            if attempt == attempts - 1:
                raise
            await asyncio.sleep(2**attempt)
