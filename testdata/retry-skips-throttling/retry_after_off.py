# urllib3's Retry retries a 429 that carries Retry-After whatever
# status_forcelist says, unless told not to: with
# respect_retry_after_header=False every throttled call fails at once. With
# the default (positive.py) only a 429 without the header does, and the
# message says so (tests/model.rs; round 59 H10 and H11).
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

retry_policy = Retry(total=4, backoff_factor=0.5, status_forcelist=[502, 503, 504], respect_retry_after_header=False)  # expect: retry-skips-throttling

session = requests.Session()
session.mount("https://", HTTPAdapter(max_retries=retry_policy))


def fetch_rates(base):
    return session.get(f"{base}/rates", timeout=10).json()
