# A client's method known only through a local alias.
import requests


def fetch_report(url, session=None):
    get = requests.get
    if session is not None:
        get = session.get
    response = get(url, timeout=10)  # expect: missing-retry@medium
    response.raise_for_status()
    return response.json()


def cached(key, store):
    get = store.get
    return get(key)
