"""A thin transport that normalises its URL argument before forwarding it:
still a wrapper, judged at its callers."""
import requests
from yarl import URL


def get(url, **kw):
    if isinstance(url, URL):
        url = str(url)
    return requests.get(url, timeout=kw.pop("timeout", 10), **kw)
