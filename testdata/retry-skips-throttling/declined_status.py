# A retry predicate whose status test answers False picks what is not
# retried: every other status, 429 included, is retried (not reported).
# One whose test answers True picks the only status retried (reported).
import logging

import requests
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_fixed

logger = logging.getLogger(__name__)


def should_retry(exception):
    if isinstance(exception, requests.exceptions.HTTPError):
        if exception.response.status_code == 500:
            logger.error("Not retrying after a 500 from %s", exception.response.url)
            return False
    return True


def worth_retrying(exception):
    if isinstance(exception, requests.exceptions.HTTPError):
        if exception.response.status_code == 503:  # expect: retry-skips-throttling
            return True
    return False


@retry(stop=stop_after_attempt(3), wait=wait_fixed(2), retry=retry_if_exception(should_retry))
def fetch_dataset(url):
    response = requests.get(url, timeout=30)
    response.raise_for_status()
    return response.json()


@retry(stop=stop_after_attempt(3), wait=wait_fixed(2), retry=retry_if_exception(worth_retrying))
def fetch_index(url):
    response = requests.get(url, timeout=30)
    response.raise_for_status()
    return response.json()
