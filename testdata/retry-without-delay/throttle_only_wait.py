import time

import requests


# Only a 429 waits: a 502 or 503 is sent again at once (round 92).
def ip_report(ip):
    tries = 0
    while tries < 3:  # expect: retry-without-delay
        res = requests.get(f"https://ipdata.example.org/ipquery/{ip}", timeout=10)
        if res.status_code == 200:
            return res.json()
        if res.status_code == 429:
            time.sleep(2)
        tries += 1
    return None


# Every failed answer waits before the next attempt.
def ip_report_paced(ip):
    tries = 0
    while tries < 3:
        res = requests.get(f"https://ipdata.example.org/ipquery/{ip}", timeout=10)
        if res.status_code == 200:
            return res.json()
        if res.status_code == 429:
            time.sleep(int(res.headers.get("Retry-After", "5")))
        else:
            time.sleep(2 ** tries)
        tries += 1
    return None
