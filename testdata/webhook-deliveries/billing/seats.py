import requests


def provision_seats(subscription_id):
    """Runs only inside the Stripe webhook view, which Stripe redelivers."""
    resp = requests.get(f"https://seats.example.com/subscriptions/{subscription_id}", timeout=10)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.json()
