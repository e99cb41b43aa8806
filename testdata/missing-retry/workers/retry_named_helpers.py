import time

import requests


class OrdersApi:
    def __init__(self, session: requests.Session):
        self.session = session

    def confirm_retry_payment(self, order_id):
        # An endpoint method about retried payments: one request, no retry.
        return self.session.post(f"https://pay.example.com/orders/{order_id}/confirm", timeout=10)  # expect: missing-retry@medium

    def get_order(self, order_id):
        return self.session.get(f"https://pay.example.com/orders/{order_id}", timeout=10)  # expect: missing-retry

    def get_with_retry(self, url):
        # Named like a retry helper and shaped like one.
        for attempt in range(3):
            try:
                return self.session.get(url, timeout=10)
            except requests.ConnectionError:
                time.sleep(2 ** attempt)
        raise RuntimeError("unreachable")
