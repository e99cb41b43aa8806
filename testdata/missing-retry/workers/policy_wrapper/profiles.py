import requests

from .resilience import Resilience, Stopwatch


class ProfileSync:
    def __init__(self):
        self.resilience = Resilience()
        self.stopwatch = Stopwatch()

    def fetch_profile(self, user_id):
        # Retried by the wrapper: not reported.
        return self.resilience.run(
            lambda: requests.get(f"https://profiles.example.com/users/{user_id}", timeout=5).json()
        )

    def fetch_avatar(self, user_id):
        return self.stopwatch.run(
            lambda: requests.get(f"https://profiles.example.com/avatars/{user_id}", timeout=5).json()  # expect: missing-retry
        )
