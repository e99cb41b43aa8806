# The live module: library code with no retry (medium).
import requests


def list_orders(shop_url):
    return requests.get(f"{shop_url}/orders", timeout=10).json()  # expect: missing-retry@medium
