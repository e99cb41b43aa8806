import requests


def send_transfer(payout_id, amount):
    # Reached from run_payout_task through payouts.py: Celery retries it.
    resp = requests.put(f"https://bank.example.com/transfers/{payout_id}", json={"amount": amount}, timeout=10)  # expect: missing-retry@medium
    resp.raise_for_status()


def bank_holidays():
    # Nothing a task runs calls this.
    resp = requests.get("https://bank.example.com/holidays", timeout=10)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.json()
