import requests


def issue_refund(order_id):
    # Runs inside the refund_order actor, which Dramatiq retries by default.
    resp = requests.put(f"https://payments.example.com/refunds/{order_id}", timeout=10)  # expect: missing-retry@medium
    resp.raise_for_status()
