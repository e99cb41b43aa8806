import requests


def council_name(code):
    r = requests.get(f"https://councils.example.org/api/{code}.json", timeout=10)  # expect: missing-retry@medium
    r.raise_for_status()
    return r.json()["name"]
