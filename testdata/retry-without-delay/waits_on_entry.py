# A retry by recursion whose guarded part sleeps before its request: the
# recursive call enters the try block again and waits first (not reported).
# Without that sleep it is reported.
import time

import requests


def locate(address, attempt=0):
    if attempt > 3:
        return None
    try:
        time.sleep(1)  # the provider allows one request per second
        return requests.get("https://geo.example.com/search", params={"q": address}, timeout=10).json()
    except requests.ConnectionError:
        return locate(address, attempt + 1)


def locate_fast(address, attempt=0):
    if attempt > 3:
        return None
    try:
        result = requests.get("https://geo.example.com/search", params={"q": address}, timeout=10).json()
        time.sleep(1)
        return result
    except requests.ConnectionError:
        return locate_fast(address, attempt + 1)  # expect: retry-without-delay
