"""The service's thin transport: every outbound call goes through here."""
import requests

DEFAULT_HEADERS = {"User-Agent": "orders-service/2.3"}


def request(method, url, **kw):
    headers = {**DEFAULT_HEADERS, **kw.pop("headers", {})}
    return requests.request(method, url, headers=headers, timeout=kw.pop("timeout", 10), **kw)
