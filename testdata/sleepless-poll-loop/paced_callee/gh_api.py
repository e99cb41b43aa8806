import time

import httpx


def hit_api(url):
    """One GET; on a timeout it sleeps and answers None so the caller tries again."""
    try:
        return httpx.get(url, timeout=10)
    except httpx.TimeoutException:
        time.sleep(10)
        return None


def fetch_once(url):
    return httpx.get(url, timeout=10)
