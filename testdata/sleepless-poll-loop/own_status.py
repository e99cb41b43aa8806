import requests


class AssetsClient:
    def __init__(self, base):
        self.base = base
        self.token = None

    def login(self):
        r = requests.post(f"{self.base}/token", json={"key": "k"}, timeout=10)
        self.token = r.json()["token"] if r.ok else None
        return self.token is not None

    def call(self, path, attempts=3):
        # Goes round only after logging in again on a 401; anything else
        # raises. Not a blind repeat, and not a poll of a state.
        left = attempts
        while True:
            headers = {"Authorization": f"Bearer {self.token}"}
            response = requests.get(f"{self.base}{path}", headers=headers, timeout=10)
            if response.status_code == 200:
                return response
            if response.status_code == 401:
                if not self.login():
                    raise RuntimeError("cannot log in")
                left -= 1
                if left == 0:
                    raise RuntimeError("unauthorized")
            else:
                raise RuntimeError(f"failed: {response.status_code}")


def fetch_until_ok(url):
    # A status retry with no delay: retry-without-delay's, not a poll.
    while True:  # expect: retry-without-delay
        response = requests.get(url, timeout=10)
        if response.status_code == 200:
            return response
