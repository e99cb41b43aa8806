# A scheduled workflow runs the package's `feed-bot` command every 30
# minutes: nobody watches the run, so an immediate retry hammers the
# search API unseen (high, like any service code).
import requests

SEARCH_URL = "https://api.example.org/search"


def fetch_calls(config):
    for attempt in range(1, 4):  # expect: retry-without-delay
        try:
            response = requests.post(SEARCH_URL, json={"query": "open calls"}, timeout=30)
            response.raise_for_status()
            return response.json()["results"]
        except requests.RequestException:
            if attempt == 3:
                raise
    return []
