import asyncio

import aiohttp


class ProviderError(Exception):
    def __init__(self, message, code=500):
        super().__init__(message)
        self.code = code


class BaseProvider:
    # The statuses a request is retried on: the caller's, else a default
    # given with `or`, which leaves out 429.
    def __init__(self, auth, retry_on=None):
        retry_on = retry_on or {408, 502, 503, 504}  # expect: retry-skips-throttling
        self._retry_on = retry_on
        self.auth = auth

    async def make_request(self, session: aiohttp.ClientSession, url, retry=2):
        while retry >= 0:
            try:
                response = await session.get(url)
                if response.status >= 400:
                    raise ProviderError("request failed", code=response.status)
                return response
            except ProviderError as e:
                if retry <= 0 or e.code not in self._retry_on:
                    raise
                await asyncio.sleep(2 * (3 - retry))
                retry -= 1


class ThrottleAwareProvider(BaseProvider):
    # The same default with 429 in it: only the Retry-After refinement (medium).
    def __init__(self, auth, retry_on=None):
        super().__init__(auth, retry_on=retry_on or {408, 429, 502, 503, 504})  # expect: retry-skips-throttling@medium


# A fallback list of a function that has nothing to do with retries.
def error_pages(codes=None):
    codes = codes or (500, 502, 504)
    return {code: f"errors/{code}.html" for code in codes}
