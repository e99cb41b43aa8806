from hubkit import HubClient

from .retrying import retry_async


class BranchClient:
    """Its requests go through the retry helper; closing the client does no
    work a retry would save."""

    def __init__(self, token):
        self._client = HubClient(token)

    async def branch(self, name):
        return await retry_async(lambda: self._client.execute(f"branch {name}"))

    async def tags(self):
        return await self._client.execute("tags")  # expect: missing-retry

    async def close(self):
        await self._client.close()

    async def __aexit__(self, *excinfo):
        await self.close()
