from http import HTTPStatus

import httpx


class MediaStream:
    async def fetch(self, url, max_attempts, backoffs):
        for attempt in range(max_attempts):
            try:
                r = await self.client.get(url)
                r.raise_for_status()
                return r
            except httpx.HTTPStatusError as e:
                status_code = e.response.status_code
                # 429 takes its own branch further down the chain, with a
                # backoff of its own.
                if status_code == HTTPStatus.FORBIDDEN:
                    if await self._retry_with_backoff(attempt, max_attempts, backoffs):
                        continue
                    raise
                elif status_code in (HTTPStatus.NOT_FOUND, HTTPStatus.SERVICE_UNAVAILABLE):
                    if await self._retry_with_backoff(attempt, max_attempts, backoffs):
                        continue
                    raise
                elif status_code == HTTPStatus.TOO_MANY_REQUESTS:
                    if await self._retry_with_backoff(attempt, max_attempts, backoffs):
                        continue
                    raise

    async def fetch_part(self, url, max_attempts, backoffs):
        for attempt in range(max_attempts):
            try:
                r = await self.client.get(url)
                r.raise_for_status()
                return r
            except httpx.HTTPStatusError as e:
                status_code = e.response.status_code
                if status_code == HTTPStatus.FORBIDDEN:
                    raise
                elif status_code in (HTTPStatus.BAD_GATEWAY, HTTPStatus.SERVICE_UNAVAILABLE):  # expect: retry-skips-throttling
                    if await self._retry_with_backoff(attempt, max_attempts, backoffs):
                        continue
                    raise
                elif status_code == HTTPStatus.NOT_FOUND:
                    return None
