# Reached only from a management command an operator runs: medium.
import requests


def fetch_report(url):
    for _ in range(3):  # expect: retry-without-delay@medium
        try:
            response = requests.get(url, timeout=10)
            response.raise_for_status()
            return response.json()
        except requests.exceptions.ConnectionError:
            continue
    raise RuntimeError(url)
