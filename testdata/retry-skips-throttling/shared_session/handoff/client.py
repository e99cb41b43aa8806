from .common import session
from .api import InventoryApi

inventory = InventoryApi(session, base_url="https://inventory.internal.example.com")


def restock(sku, count):
    session.post("https://inventory.internal.example.com/restock", json={"sku": sku, "n": count}, timeout=10)
