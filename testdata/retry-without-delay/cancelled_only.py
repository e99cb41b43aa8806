import asyncio

import aiohttp


class TokenClient:
    def __init__(self):
        self.session = aiohttp.ClientSession()
        self.tries_left = 2

    async def _post(self, url, payload):
        async with self.session.post(url, data=payload) as r:
            return await r.json()

    async def request_token(self):
        # Only a cancelled task is tried again: this process stopped the
        # request; no failed answer is asked for again.
        try:
            return await self._post("https://auth.example.com/token", payload={})
        except asyncio.exceptions.CancelledError:
            if self.tries_left == 0:
                raise
            self.tries_left -= 1
            return await self.request_token()

    async def refresh_token(self):
        # A dropped connection is a failure of the other side: sent again at once.
        try:
            return await self._post("https://auth.example.com/refresh", payload={})
        except (asyncio.CancelledError, aiohttp.ClientConnectionError):
            return await self.refresh_token()  # expect: retry-without-delay
