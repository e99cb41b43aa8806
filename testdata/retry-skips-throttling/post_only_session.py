# urllib3 retries a status only for the methods it may resend
# (`allowed_methods`, by default the idempotent ones). A session that only
# POSTs never has a status retried, so the missing 429 changes nothing:
# not reported. A session that also GETs, or whose Retry names POST in
# allowed_methods, is.
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


def query_profiles(url, query, token):
    with requests.Session() as s:
        retries = Retry(total=5, backoff_factor=1, status_forcelist=[502, 503, 504])
        s.mount("https://", HTTPAdapter(max_retries=retries))
        r = s.post(url, json={"query": query}, headers={"Authorization": token}, timeout=30)
        r.raise_for_status()
        return r.json()


def fetch_and_store(url, payload):
    s = requests.Session()
    retries = Retry(total=5, backoff_factor=1, status_forcelist=[502, 503, 504])  # expect: retry-skips-throttling
    s.mount("https://", HTTPAdapter(max_retries=retries))
    current = s.get(url, timeout=10).json()
    s.post(url, json={**current, **payload}, timeout=10).raise_for_status()


def submit_order(url, order):
    s = requests.Session()
    retries = Retry(total=5, backoff_factor=1, status_forcelist=[502, 503, 504], allowed_methods=["POST"])  # expect: retry-skips-throttling
    s.mount("https://", HTTPAdapter(max_retries=retries))
    return s.post(url, json=order, timeout=10)


def make_session():
    s = requests.Session()
    retries = Retry(total=5, backoff_factor=1, status_forcelist=[502, 503, 504])  # expect: retry-skips-throttling
    s.mount("https://", HTTPAdapter(max_retries=retries))
    s.post("https://auth.example.com/login", json={}, timeout=10)
    return s
