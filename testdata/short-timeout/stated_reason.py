import requests


def lookup_hostname(name):
    # One second on purpose: this check runs inside the webhook request and a
    # slow resolver must not hold it; a failed lookup lets delivery go ahead.
    return requests.get("https://dns.example.com/resolve", params={"name": name}, timeout=1)  # expect: short-timeout@medium


def fetch_profile(user_id):
    # profile lookup
    return requests.get(f"https://profiles.example.com/{user_id}", timeout=1)  # expect: short-timeout
