import requests


def convert(amount, currency):
    # No task calls this: the Celery retry elsewhere in the project is not its retry.
    resp = requests.get(f"https://fx.example.com/convert/{currency}", params={"amount": amount}, timeout=10)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.json()["value"]
