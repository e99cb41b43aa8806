"""A parameter typed with the `Session` the file imports from requests is an
HTTP client: its calls are requests."""
from requests import Session


def fetch_feed(session: Session, feed_id):
    response = session.get(f"https://feeds.example.org/{feed_id}", timeout=10)  # expect: missing-retry
    response.raise_for_status()
    return response.json()
