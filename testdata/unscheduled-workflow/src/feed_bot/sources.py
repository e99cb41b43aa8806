# Only a push-triggered smoke test runs the `feed-bot` command in CI: it is
# a command a person runs and watches (medium).
import requests

SEARCH_URL = "https://api.example.org/search"


def fetch_calls(config):
    for attempt in range(1, 4):  # expect: retry-without-delay@medium
        try:
            response = requests.post(SEARCH_URL, json={"query": "open calls"}, timeout=30)
            response.raise_for_status()
            return response.json()["results"]
        except requests.RequestException:
            if attempt == 3:
                raise
    return []
