# A fresh SSL context built each pass only sets up the connection: the loop
# still repeats the same request after a failure, at once (reported). A
# request whose body is built from the pass's own item asks for something
# else (not reported).
import logging
import ssl

import aiohttp

LOGGER = logging.getLogger(__name__)
ATTEMPTS = 3


async def advisory_request(endpoint, body, ca_path):
    tries = 0
    while tries < ATTEMPTS:  # expect: retry-without-delay
        ssl_ctx = ssl.create_default_context(cafile=ca_path)
        try:
            async with aiohttp.ClientSession() as session:
                async with session.post(endpoint, json=body, ssl=ssl_ctx) as response:
                    return await response.json()
        except aiohttp.ClientError:
            tries += 1
            LOGGER.exception("advisory service unreachable")
    return None


async def page_request(endpoint, pages):
    tries = 0
    while tries < ATTEMPTS:
        page = pages.pop()
        try:
            async with aiohttp.ClientSession() as session:
                async with session.post(endpoint, json={"page": page}) as response:
                    return await response.json()
        except aiohttp.ClientError:
            tries += 1
            LOGGER.exception("page service unreachable")
    return None
