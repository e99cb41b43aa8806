import requests


def book_courier(order_id):
    # Called from book_shipment, which no schedule runs again (high).
    resp = requests.put(f"https://courier.example.com/bookings/{order_id}", timeout=10)  # expect: missing-retry
    resp.raise_for_status()
    return resp.json()
