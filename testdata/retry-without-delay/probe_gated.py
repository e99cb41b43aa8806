import requests


class SearchGateway:
    def __init__(self, url):
        self.url = url
        self.session = requests.Session()

    def is_alive(self):
        return self.session.get(f"{self.url}/admin/ping", timeout=5).ok

    def find(self, doc_id):
        # Sent again only when the index answers a ping first (medium).
        while True:  # expect: retry-without-delay@medium
            try:
                return self.session.get(f"{self.url}/documents/{doc_id}", timeout=10).json()
            except requests.ConnectionError:
                if self.is_alive():
                    continue
                raise

    def find_many(self, ids):
        while True:  # expect: retry-without-delay
            try:
                return self.session.post(f"{self.url}/documents/_mget", json=ids, timeout=10).json()
            except requests.ConnectionError:
                continue
