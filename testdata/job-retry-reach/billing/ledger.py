import requests


def record_payment(payment_id):
    # Runs inside settle_payment, whose Celery autoretry retries it: no finding.
    resp = requests.put(f"https://ledger.example.com/payments/{payment_id}", timeout=10)
    resp.raise_for_status()
