"""Twin: the thin transport retries itself, so its call sites are covered."""
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

_session = requests.Session()
_session.mount("https://", HTTPAdapter(max_retries=Retry(total=5, backoff_factor=0.5, status_forcelist=[429, 502, 503, 504])))


def request(method, url, **kw):
    return _session.request(method, url, timeout=kw.pop("timeout", 10), **kw)
