# Functions that ask a retry decorator to retry their failures, with a
# handler inside that ends the function without raising: the decorator never
# sees the failure, and its retries never run.
import logging

import aiohttp
import backoff
import requests
from tenacity import retry, retry_if_exception_type, retry_if_result, stop_after_attempt, wait_exponential

logger = logging.getLogger(__name__)


@backoff.on_exception(backoff.expo, (aiohttp.ClientError,), max_tries=5)
async def deliver_webhook(store, delivery):
    try:
        async with aiohttp.ClientSession() as session:
            async with session.post(delivery.url, json=delivery.body, raise_for_status=True):
                await store.mark_delivered(delivery.id)
    except Exception:  # expect: silent-rescue
        logger.exception("webhook delivery failed")
        await store.mark_attempted(delivery.id)


@retry(stop=stop_after_attempt(4), wait=wait_exponential(multiplier=1, max=20))
def push_metrics(endpoint, points):
    try:
        requests.post(endpoint, json=points, timeout=10).raise_for_status()
    except requests.RequestException as e:  # expect: silent-rescue
        logger.error("metrics push failed: %s", e)


@retry(retry=retry_if_exception_type(requests.ConnectionError), stop=stop_after_attempt(3))
def read_catalog(url):
    try:
        return requests.get(url, timeout=10).json()
    except requests.ConnectionError as e:  # expect: silent-rescue
        logger.error("catalog unreachable: %s", e)
        return None


# Handled, then raised again for the decorator.
@backoff.on_exception(backoff.expo, requests.RequestException, max_tries=3)
def send_receipt(url, receipt):
    try:
        requests.post(url, json=receipt, timeout=10).raise_for_status()
    except requests.RequestException:
        logger.warning("receipt send failed, retrying")
        raise


# The handler picks out an error the decorator does not retry.
@retry(retry=retry_if_exception_type(requests.ConnectionError), stop=stop_after_attempt(3))
def read_profile(url):
    try:
        return requests.get(url, timeout=10).json()
    except ValueError:
        logger.warning("profile is not JSON")
        return {}


# Retried on its result, not on an exception: the handler's answer is what
# the condition reads.
@retry(retry=retry_if_result(lambda r: r is None), stop=stop_after_attempt(3))
def read_token(url):
    try:
        return requests.get(url, timeout=10).json()["token"]
    except requests.RequestException as e:
        logger.error("token read failed: %s", e)
        return None
