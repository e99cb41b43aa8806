import requests

MAX_RETRY = 3


class IdentityClient:
    def __init__(self):
        self.retry_count = 0
        self.token = None

    def authenticate_service_account(self):
        # Named like a credential refresh, but it asks for the same token again at once.
        try:
            response = requests.post("https://id.example.com/token", data={"grant_type": "client_credentials"}, timeout=5)
            response.raise_for_status()
            self.token = response.json()["access_token"]
        except requests.RequestException:
            if MAX_RETRY > self.retry_count:
                self.retry_count += 1
                self.authenticate_service_account()  # expect: retry-without-delay
            else:
                raise

    def list_users(self, attempt=0):
        # Logging in again before the next attempt changes what it sends.
        try:
            return requests.get("https://id.example.com/users", headers={"Authorization": self.token}, timeout=5).json()
        except requests.RequestException:
            if attempt < 1:
                self.authenticate_service_account()
                return self.list_users(attempt + 1)
            raise
