import asyncio
import logging

import aiohttp

log = logging.getLogger(__name__)
MAX_ATTEMPTS = 3


class ChatSession:
    def __init__(self):
        self._session = aiohttp.ClientSession()

    async def fetch(self, url):
        # `else: break` ends the loop on success; every failure goes round
        # again at once.
        error = "not attempted"
        for attempt in range(MAX_ATTEMPTS):  # expect: retry-without-delay
            try:
                async with self._session.get(url) as res:
                    body = await res.read()
            except aiohttp.ClientError as err:
                error = str(err)
            else:
                break
            log.info("attempt %d failed: %s", attempt, error)
        else:
            raise RuntimeError(error)
        return body

    async def fetch_paced(self, url):
        error = "not attempted"
        for attempt in range(MAX_ATTEMPTS):
            try:
                async with self._session.get(url) as res:
                    body = await res.read()
            except aiohttp.ClientError as err:
                error = str(err)
            else:
                break
            await asyncio.sleep(2**attempt)
        else:
            raise RuntimeError(error)
        return body
