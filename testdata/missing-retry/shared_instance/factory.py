# Factory functions that build clients; the callers bind their value.
import httpx


def get_client():
    return httpx.Client(base_url="https://billing.example.com", timeout=10)


def get_cache():
    return dict()
