import requests


class InventoryClient:
    def __init__(self, base_url):
        self.base_url = base_url
        self.session = requests.Session()

    def _reset_session(self):
        self.session.close()
        self.session = requests.Session()

    def _reconnect(self):
        # Closing the pool: the next request opens a fresh connection.
        self.session.close()

    # The session is rebuilt before the next attempt: a new client for each
    # attempt, not a repeat (not reported).
    def fetch(self, sku):
        for attempt in range(3):
            try:
                response = self.session.get(f"{self.base_url}/items/{sku}", timeout=10)
                response.raise_for_status()
                return response.json()
            except requests.ConnectionError:
                if attempt == 2:
                    raise
                self._reset_session()

    # The pooled connections are dropped before the next attempt: a stale
    # keep-alive socket is replaced, not the dependency hammered.
    def lookup(self, sku):
        for attempt in range(3):  # expect: retry-without-delay@medium
            try:
                response = self.session.get(f"{self.base_url}/items/{sku}", timeout=10)
                response.raise_for_status()
                return response.json()
            except requests.ConnectionError:
                if attempt == 2:
                    raise
                self._reconnect()

    # Nothing is rebuilt: the same request is fired again at once.
    def reserve(self, sku):
        for attempt in range(3):  # expect: retry-without-delay
            try:
                response = self.session.get(f"{self.base_url}/reserve/{sku}", timeout=10)
                response.raise_for_status()
                return response.json()
            except requests.ConnectionError:
                if attempt == 2:
                    raise
