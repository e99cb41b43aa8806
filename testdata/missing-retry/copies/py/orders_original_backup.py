# A copy kept from before orders.py was rewritten: named as a copy of the
# file beside it, and nothing imports it. Not run: not reported.
import requests


def fetch_all_orders(shop_url):
    return requests.get(f"{shop_url}/orders", timeout=10).json()


def fetch_order(shop_url, order_id):
    return requests.get(f"{shop_url}/orders/{order_id}", timeout=10).json()
