"""Result predicates handed to backoff / tenacity that retry 5xx only."""
import backoff
import requests
from tenacity import retry, retry_if_result, stop_after_attempt, wait_exponential


@backoff.on_predicate(backoff.expo, lambda r: r.status_code >= 500, max_tries=5)  # expect: retry-skips-throttling
def get_catalog():
    return requests.get("https://catalog.example.com/items", timeout=10)


def _server_error(resp):
    return resp.status_code >= 500  # expect: retry-skips-throttling


@retry(retry=retry_if_result(_server_error), stop=stop_after_attempt(4), wait=wait_exponential())
def get_prices():
    return requests.get("https://prices.example.com/latest", timeout=10)


@retry(retry=retry_if_result(lambda r: r.status_code > 500), stop=stop_after_attempt(4))  # expect: retry-skips-throttling
def get_stock():
    return requests.get("https://stock.example.com/levels", timeout=10)
