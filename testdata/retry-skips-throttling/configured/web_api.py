"""A status list that is only the default of a keyed configuration lookup:
each source's settings can name 429 (medium). The same list used as the
policy itself stays high."""
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

DEFAULT_RETRY_STATUSES = (500, 502, 504)  # expect: retry-skips-throttling@medium
FIXED_RETRY_STATUSES = (500, 502, 504)  # expect: retry-skips-throttling


def session_for(source_config):
    statuses = source_config.get("retryOnResponseStatusList", DEFAULT_RETRY_STATUSES)
    retry = Retry(total=10, backoff_factor=0.3, status_forcelist=statuses)
    session = requests.Session()
    session.mount("https://", HTTPAdapter(max_retries=retry))
    return session


def fixed_session():
    retry = Retry(total=10, backoff_factor=0.3, status_forcelist=FIXED_RETRY_STATUSES)
    session = requests.Session()
    session.mount("https://", HTTPAdapter(max_retries=retry))
    return session
