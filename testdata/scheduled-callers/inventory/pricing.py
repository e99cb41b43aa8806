import requests


def fetch_price_list():
    # Called only from the beat-scheduled refresh_prices task (medium).
    resp = requests.get("https://prices.example.com/v1/list", timeout=10)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.json()
