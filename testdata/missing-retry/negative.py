import time

import backoff
import requests
from celery import shared_task
from tenacity import retry, stop_after_attempt, wait_exponential


@retry(stop=stop_after_attempt(4), wait=wait_exponential(multiplier=0.5))
def fetch_catalog(url):
    return requests.get(url, timeout=10).json()


@backoff.on_exception(backoff.expo, requests.RequestException, max_tries=5)
def push_event(url, event):
    return requests.post(url, json=event, timeout=10)


def fetch_index(url):
    for attempt in range(3):
        try:
            return requests.get(url, timeout=10)
        except requests.ConnectionError:
            time.sleep(2**attempt)
    raise RuntimeError("index unavailable")


def wait_until_up(url):
    while True:
        try:
            resp = requests.get(url, timeout=10)
            return resp
        except requests.RequestException:
            time.sleep(5)


class Result:
    def __init__(self, value=None, error=None):
        self.value = value
        self.error = error


def load_preview(url):
    # Best effort: the failure becomes a value right here.
    try:
        return Result(value=requests.get(url, timeout=10).text)
    except requests.RequestException as exc:
        return Result(error=exc)


def test_connection(url):
    # A probe: its failure is the answer.
    requests.head(url, timeout=10)


def get(path):
    # A local function called `get` is not an HTTP client.
    return {"path": path}


def build():
    session = requests.Session()
    return session, get("/x")


def refetch(url, depth=0):
    try:
        return requests.get(url, timeout=10)
    except requests.ConnectionError:
        if depth > 2:
            raise
        time.sleep(1)
        return refetch(url, depth + 1)





# Top-level script code (a container health check): whoever runs it sees the
# failure.
with requests.get("http://localhost:8000/status", timeout=5) as status:
    assert status.status_code == 200
