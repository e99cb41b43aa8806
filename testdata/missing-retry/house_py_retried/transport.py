"""The catalog service's thin transport (its callers retry)."""
import httpx

_client = httpx.Client(base_url="https://catalog.example.com", timeout=10)


def send(method, path, **kw):
    return _client.request(method, path, **kw)
