# A status test after a call of a client that retries on its own: the test
# sorts what the retries left into errors, it does not decide the retries
# (medium). A function that is itself the retry keeps it high.
import requests
from requests.adapters import HTTPAdapter
from urllib3.util import Retry


class RemoteError(Exception):
    pass


def session_with_retries():
    session = requests.Session()
    retry = Retry(total=5, backoff_factor=1, status_forcelist=[429, 500, 502, 503, 504])
    session.mount("https://", HTTPAdapter(max_retries=retry))
    return session


def head_upload(url):
    response = session_with_retries().head(url, timeout=10)
    if response.status_code >= 500:  # expect: retry-skips-throttling@medium
        raise RemoteError(f"{url} errored ({response.status_code})")
    if response.status_code >= 400:
        raise ValueError(f"{url} can't be found ({response.status_code})")
    return response


def fetch_with_retry(url):
    for _ in range(3):
        response = requests.get(url, timeout=10)
        if response.status_code >= 500:  # expect: retry-skips-throttling
            continue
        return response
    raise RemoteError(url)


def get_document(url, retry_on_failure=False):
    session = requests.Session()
    if retry_on_failure:
        session.mount(url, HTTPAdapter(max_retries=Retry(total=3, status_forcelist=[404])))
    response = None
    try:
        response = session.get(url, timeout=10)
        response.raise_for_status()
    except requests.HTTPError as exc:
        # A presence test beside the status test: the branch still only
        # raises an error of its own (medium).
        if response and response.status_code >= 500:  # expect: retry-skips-throttling@medium
            raise RemoteError(url) from exc
        raise
    return response
