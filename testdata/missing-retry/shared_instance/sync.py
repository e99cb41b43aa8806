# A client known by the module that exports it, not by its name.
from .http import retrying, session


def sync_order(order_id):
    return session.get(f"https://api.example.com/orders/{order_id}", timeout=10).json()  # expect: missing-retry@medium


def charge_order(order_id):
    # The exporting module mounts a retrying adapter on this session.
    return retrying.post(f"https://billing.example.com/orders/{order_id}/charge", timeout=10).json()
