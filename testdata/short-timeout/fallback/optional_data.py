# A short budget on work the code can do without: the failure is caught in
# the same function and replaced by a default. Reported at medium; the
# budget with no fallback stays high.
import requests


def latest_posts(feed_url):
    try:
        resp = requests.get(feed_url, timeout=0.5)  # expect: short-timeout@medium
        resp.raise_for_status()
        return resp.json()["items"]
    except requests.RequestException:
        return []


def charge_card(card_id, cents):
    resp = requests.post(
        "https://payments.example.com/charges",
        json={"card": card_id, "cents": cents},
        timeout=1,  # expect: short-timeout
    )
    resp.raise_for_status()
    return resp.json()["id"]
