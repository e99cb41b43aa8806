# A loop over pages whose counter picks the page leaves a failed page
# behind; an attempt counter repeats the same request.
import requests


def fetch_pages(last_page):
    rows = []
    for page in range(1, last_page + 1):
        try:
            batch = fetch_page(page)
            if not batch:
                break
            rows.extend(batch)
        except requests.RequestException as exc:
            print(f"page {page} failed: {exc}")
    return rows


def fetch_first(attempts):
    for attempt in range(attempts):  # expect: retry-without-delay
        try:
            return fetch_page(1)
        except requests.RequestException as exc:
            print(f"attempt {attempt} failed: {exc}")
    return []


def fetch_page(page):
    response = requests.get(f"https://records.example.org/rows?page={page}", timeout=10)
    response.raise_for_status()
    return response.json()["rows"]
