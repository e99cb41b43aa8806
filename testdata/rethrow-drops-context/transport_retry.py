"""A session whose adapter carries urllib3's `Retry` retries inside the
call, before the handler sees the error: it is no reader of what the handler
raises. With nothing above that decides on the status, the dropped status
reaches a person as text (medium)."""
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


class DownloadError(Exception):
    pass


def session():
    s = requests.Session()
    retry = Retry(total=3, backoff_factor=1, status_forcelist=[429, 500, 502, 503, 504])
    s.mount("https://", HTTPAdapter(max_retries=retry))
    return s


def download(url):
    try:
        resp = session().get(url, timeout=30)
        resp.raise_for_status()
        return resp.content
    except requests.HTTPError as e:
        raise DownloadError(f"download failed: {e}")  # expect: rethrow-drops-context@medium
