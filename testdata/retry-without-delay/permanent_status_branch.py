import requests

FRESH_LINK = "https://drive.example.com/v1/delta?fresh=1"


def sync_drive(link):
    """A delta sync whose token expired (410 Gone) starts again from scratch."""
    try:
        res = requests.get(link, timeout=10)
        res.raise_for_status()
        return res.json()
    except requests.HTTPError as err:
        if err.response.status_code == 410:
            return sync_drive(FRESH_LINK)
        raise


def sync_calendar(link):
    # 429 is transient: the same link is re-sent at once.
    try:
        res = requests.get(link, timeout=10)
        res.raise_for_status()
        return res.json()
    except requests.HTTPError as err:
        if err.response.status_code == 429:
            return sync_calendar(link)  # expect: retry-without-delay
        raise
