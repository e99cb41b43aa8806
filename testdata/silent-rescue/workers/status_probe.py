# A connectivity check: the response is read only for its status, so a
# failure to reach the endpoint is the same answer as a non-200 (medium).
import httpx


class ProviderProbe:
    async def _list_models(self, base_url, timeout):
        async with httpx.AsyncClient(timeout=timeout) as client:
            return await client.post(f"{base_url}/models/search", json={})

    async def models_listed(self, base_url):
        try:
            response = await self._list_models(base_url, timeout=10.0)
            return response.status_code == 200
        except Exception:  # expect: silent-rescue@medium
            return False

    async def model_count(self, base_url):
        # The body is the answer: a failure is not a count of zero.
        try:
            response = await self._list_models(base_url, timeout=10.0)
            return len(response.json()["data"])
        except Exception:  # expect: silent-rescue
            return 0
