"""Retry decorators whose library waits nothing between attempts unless told
to: tenacity's `@retry` without `wait=`, retrying's `@retry` without a
`wait_*` option, the `retry` package's `@retry` with its default delay of 0
(which `backoff` only multiplies)."""
import requests
import retrying
from tenacity import retry, stop_after_attempt, stop_after_delay, wait_random_exponential


@retry(stop=stop_after_attempt(5))  # expect: retry-without-delay
def fetch_orders(url):
    return requests.get(url, timeout=10).json()


@retry  # expect: retry-without-delay
def fetch_forever(url):
    return requests.get(url, timeout=10).json()


# One retry only: does not hammer (medium).
@retry(stop=stop_after_attempt(2))  # expect: retry-without-delay@medium
def fetch_twice(url):
    return requests.get(url, timeout=10).json()


@retrying.retry(stop_max_attempt_number=4)  # expect: retry-without-delay
def push_event(url, event):
    return requests.post(url, json=event, timeout=10)


# Not flagged: the decorator waits, the budget is a time, the function does
# no remote work, or it sleeps itself.
@retry(stop=stop_after_attempt(5), wait=wait_random_exponential(multiplier=1, max=30))
def fetch_paced(url):
    return requests.get(url, timeout=10).json()


@retry(stop=stop_after_delay(30))
def fetch_within(url):
    return requests.get(url, timeout=10).json()


@retry(stop=stop_after_attempt(5))
def parse_count(text):
    return int(text)


@retrying.retry(stop_max_attempt_number=4, wait_exponential_multiplier=500)
def push_paced(url, event):
    return requests.post(url, json=event, timeout=10)
