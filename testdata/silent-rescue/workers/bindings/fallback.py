# Dependencies injected with a default built in place (`x or Client()`,
# `x if x is not None else Client()`): the default is what runs in
# production, so the binding is the constructed client.
import logging

import aiohttp

from .identity_client import IdentityClient

logger = logging.getLogger(__name__)


class Reporter:
    def __init__(self, session=None, ids=None, cache=None):
        self.session = session or aiohttp.ClientSession()
        self.ids = ids if ids is not None else IdentityClient("https://id.example.com")
        self.cache = cache or dict()

    async def publish(self, payload):
        try:
            return await self.session.post("https://hooks.example.com/report", json=payload)
        except Exception as e:  # expect: silent-rescue
            logger.warning("publish failed: %s", e)
            return None

    def allowed(self, token):
        try:
            return self.ids.verify(token)
        except Exception as e:  # expect: silent-rescue
            logger.warning("identity check failed: %s", e)
            return False

    def cached(self, key):
        # The fallback builds a dict: local work, not remote.
        try:
            return self.cache.get(key)
        except Exception as e:
            logger.warning("cache miss: %s", e)
            return None

