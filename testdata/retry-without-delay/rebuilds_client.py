import requests


class Exporter:
    def __init__(self, url):
        self.url = url
        self.reconnect()

    def reconnect(self):
        self.session = requests.Session()

    def note_failure(self, item):
        print("push failed", item)

    # The handler builds a new session before the next attempt.
    def push(self, item):
        for _ in range(3):
            try:
                return self.session.post(self.url, json=item, timeout=10)
            except requests.ConnectionError:
                self.reconnect()
        raise RuntimeError("unreachable")

    # The handler's own method only logs: the same session is hit again at once.
    def push_logged(self, item):
        for _ in range(3):  # expect: retry-without-delay
            try:
                return self.session.post(self.url, json=item, timeout=10)
            except requests.ConnectionError:
                self.note_failure(item)
        raise RuntimeError("unreachable")
