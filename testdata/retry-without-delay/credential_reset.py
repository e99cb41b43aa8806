import requests


class ChatError(Exception):
    def __init__(self, message, response=None):
        super().__init__(message)
        self.response = response


class RoomClient:
    def login(self, user):
        res = requests.post(self.login_url, json={"user": user.email}, timeout=10)
        if res.status_code != 200:
            raise ChatError("login failed", response=res)
        return res.json()

    def get_session(self, user):
        # Any failure (a 503 too) calls it again at once.
        try:
            return self.login(user)
        except ChatError as err:
            if err.response is not None:
                return self.get_session(user)  # expect: retry-without-delay
            raise err

    def graph(self, task_id):
        # The same URL every pass: a retry with no delay.
        for run_number in range(0, 5):  # expect: retry-without-delay
            url = f"https://tc.example.org/tasks/{task_id}/artifacts/graph.json"
            try:
                resp = requests.get(url, timeout=10)
                resp.raise_for_status()
                return resp.json()
            except requests.exceptions.HTTPError:
                continue
        return None
