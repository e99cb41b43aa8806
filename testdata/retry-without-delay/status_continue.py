import asyncio

import aiohttp
import requests

MAX_TRIES = 3


# The loop goes round when the response is not a success (`continue`) and
# leaves after the work (`break`, `return`): a retry on status, here with no
# delay between attempts.
class Feed:
    def __init__(self):
        self.session = aiohttp.ClientSession()

    async def most_read(self, url):
        failures = 0
        articles = []
        while failures < MAX_TRIES:  # expect: retry-without-delay
            async with self.session.get(url) as r:
                if r.status != 200:
                    failures += 1
                    continue
                articles = (await r.json())["articles"]
                break
        return articles

    async def most_read_paced(self, url):
        failures = 0
        while failures < MAX_TRIES:
            async with self.session.get(url) as r:
                if r.status != 200:
                    failures += 1
                    await asyncio.sleep(2**failures)
                    continue
                return await r.json()
        return None


def headlines(url):
    for _ in range(3):  # expect: retry-without-delay
        r = requests.get(url, timeout=10)
        if r.status_code != 200:
            continue
        return r.json()
    return None


# `continue` that skips one item of a list is no retry: nothing leaves the
# loop after it.
def statuses(urls):
    out = []
    for url in urls:
        r = requests.get(url, timeout=10)  # expect: missing-retry@medium
        if r.status_code != 200:
            continue
        out.append(r.json())
    return out
