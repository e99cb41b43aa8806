# Attempt loops driven by the response's status instead of a caught error:
# the request is sent again at once until the same call answers 2xx.
import httpx
import requests

ARTIFACTS_URL = "https://artifacts.internal.example.com"


def download_model_card(model_id):
    url = f"{ARTIFACTS_URL}/models/{model_id}/card.json"
    resp = None
    for attempt in range(5):  # expect: retry-without-delay
        resp = requests.get(url, timeout=30)
        if resp.status_code == 200:
            break
    resp.raise_for_status()
    return resp.json()


class BillingClient:
    def __init__(self, base_url, token, max_retries=3):
        self.base_url = base_url
        self.max_retries = max_retries
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    def create_invoice(self, payload):
        for _ in range(self.max_retries):  # expect: retry-without-delay
            response = self.session.post(f"{self.base_url}/invoices", json=payload, timeout=10)
            if response.ok:
                return response.json()
        raise RuntimeError("invoice creation failed")


def push_metrics(client: httpx.Client, batch):
    for attempt in range(1, 4):  # expect: retry-without-delay
        r = client.post("/v1/metrics", json=batch)
        if 200 <= r.status_code < 300:
            return r
    return None


def notify_slack(webhook_url, text):
    response = requests.post(webhook_url, json={"text": text}, timeout=5)
    while response.status_code != 200:  # expect: retry-without-delay
        response = requests.post(webhook_url, json={"text": text}, timeout=5)
    return response


def register_device(api_url, device):
    for attempt in range(3):  # expect: retry-without-delay
        r = requests.put(f"{api_url}/devices/{device['id']}", json=device, timeout=10)
        if r.status_code in (200, 201, 204):
            return True
    return False


# The client is remote by its name only (an injected `*_client`): medium.
class InventorySync:
    def __init__(self, inventory_client):
        self.inventory_client = inventory_client

    def push_levels(self, warehouse_id, levels):
        for attempt in range(3):  # expect: retry-without-delay@medium
            r = self.inventory_client.post(f"/warehouses/{warehouse_id}/levels", json=levels)
            if r.status_code == 200:
                return r
        return None
