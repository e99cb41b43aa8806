import httpx
from temporalio import activity


@activity.defn
async def fetch_exchange_rates(base: str) -> dict:
    # Temporal retries a failed activity by default (exponential backoff,
    # unlimited attempts): a propagated failure is retried by the platform.
    async with httpx.AsyncClient(timeout=15) as client:
        resp = await client.get(f"https://rates.example.com/latest?base={base}")  # expect: missing-retry@medium
        resp.raise_for_status()
        return resp.json()
