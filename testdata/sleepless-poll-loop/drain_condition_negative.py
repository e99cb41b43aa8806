"""A loop that drains a queue: it goes round while the last batch was
non-empty and acknowledges every item (round 45 H11): not a poll."""
import requests

EVENTS = "https://events.example.com"


def drain_events():
    batch = requests.get(f"{EVENTS}/pending", timeout=10).json()
    while len(batch) > 0:
        for event in batch:
            requests.post(f"{EVENTS}/ack/{event['id']}", timeout=10)
        batch = requests.get(f"{EVENTS}/pending", timeout=10).json()
