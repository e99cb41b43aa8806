import aiohttp


async def call_api(root, path, method="GET"):
    async with aiohttp.ClientSession() as session:
        async with session.request(method, root + path) as resp:
            resp.raise_for_status()
            return await resp.json()


async def call_api_once(root, path):
    async with aiohttp.ClientSession() as session:
        async with session.get(root + path) as resp:  # expect: missing-retry@medium
            resp.raise_for_status()
            return await resp.json()
