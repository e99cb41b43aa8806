# Loops that re-send a request until the same call's response succeeds are
# retries (retry-without-delay), not polls.
import requests


def download_model_card(model_id, base_url):
    url = f"{base_url}/models/{model_id}/card.json"
    resp = None
    for attempt in range(5):
        resp = requests.get(url, timeout=30)
        if resp.status_code == 200:
            break
    return resp.json()


def create_invoice(session: requests.Session, base_url, payload):
    for _ in range(3):
        response = session.post(f"{base_url}/invoices", json=payload, timeout=10)
        if response.ok:
            return response.json()
    raise RuntimeError("invoice creation failed")


def notify_slack(webhook_url, text):
    response = requests.post(webhook_url, json={"text": text}, timeout=5)
    while response.status_code != 200:
        response = requests.post(webhook_url, json={"text": text}, timeout=5)
    return response
