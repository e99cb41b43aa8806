# A client held through a parameter default (`session=requests.Session()`)
# is that client unless a caller injects another.
import requests


class PagePusher:
    def __init__(self, session=requests.Session()):
        self.session = session

    def push(self, slug, body):
        resp = self.session.put(f"https://pages.example/{slug}", json=body, timeout=10)  # expect: missing-retry@medium
        resp.raise_for_status()
