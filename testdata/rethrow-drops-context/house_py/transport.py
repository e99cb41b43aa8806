"""The service's thin transport: every outbound call goes through here."""
import requests

DEFAULT_HEADERS = {"User-Agent": "archiver/1.4"}


def request(method, url, **kw):
    headers = {**DEFAULT_HEADERS, **kw.pop("headers", {})}
    resp = requests.request(method, url, headers=headers, timeout=kw.pop("timeout", 10), **kw)
    resp.raise_for_status()
    return resp
