"""urllib3 `Retry` policies: urllib3 waits `backoff_factor * 2**n` between
retries, and `backoff_factor` is 0 unless given, so a policy without it
re-sends at once (except a `Retry-After` on 413/429/503)."""
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from . import settings


def provider_session():
    session = requests.Session()
    retry = Retry(total=5, status_forcelist=[500, 502, 504])  # expect: retry-without-delay, retry-skips-throttling
    session.mount("https://", HTTPAdapter(max_retries=retry))
    return session


def get_requests_retry(total=10, backoff_factor=0, status_forcelist=settings.RETRYABLE_STATUS_CODES):
    return Retry(  # expect: retry-without-delay
        total=total,
        connect=total,
        backoff_factor=backoff_factor,
        status_forcelist=status_forcelist,
    )


def connect_only_session():
    # Only refused or reset connections are retried: a new connection each time.
    session = requests.Session()
    session.mount("https://", HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0)))  # expect: retry-without-delay@medium
    return session


def paced_session():
    session = requests.Session()
    session.mount("https://", HTTPAdapter(max_retries=Retry(total=5, backoff_factor=0.5, status_forcelist=[500, 502, 504])))  # expect: retry-skips-throttling
    return session


def throttle_only_session():
    # 429 and 503 wait for the server's Retry-After.
    session = requests.Session()
    session.mount("https://", HTTPAdapter(max_retries=Retry(total=5, status_forcelist=[429, 503])))
    return session


def one_retry_session():
    session = requests.Session()
    session.mount("https://", HTTPAdapter(max_retries=Retry(total=1, status_forcelist=[502])))  # expect: retry-skips-throttling@medium
    return session


def configured_session(backoff):
    session = requests.Session()
    session.mount("https://", HTTPAdapter(max_retries=Retry(total=5, backoff_factor=backoff, status_forcelist=[502])))  # expect: retry-skips-throttling
    return session
