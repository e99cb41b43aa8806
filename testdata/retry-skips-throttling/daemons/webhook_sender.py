# A module that runs itself and then reads a Redis channel until stopped:
# a daemon delivering webhooks, not a script a person watches.
import asyncio

import aiohttp
import backoff
import redis.asyncio as redis


def should_retry(result):
    status, _ = result
    return status is None or 500 <= status <= 599  # expect: retry-skips-throttling


@backoff.on_predicate(backoff.constant, predicate=should_retry, interval=[2, 5, 10])
async def send(url, payload):
    async with aiohttp.ClientSession() as session:
        async with session.post(url, json=payload) as response:
            return response.status, await response.read()


async def main():
    channel = redis.from_url("redis://cache:6379").pubsub()
    await channel.subscribe("webhooks")
    while True:
        message = await channel.get_message(timeout=2, ignore_subscribe_messages=True)
        if message is not None:
            asyncio.create_task(send(message["url"], message["payload"]))


if __name__ == "__main__":
    asyncio.run(main())
