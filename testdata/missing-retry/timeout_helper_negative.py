import time

from requests.exceptions import ConnectTimeout, Timeout


class IndexAdmin:
    """`_with_retries` retries timeouts only; `aliases` is not "unlike" it."""

    def __init__(self, search_client):
        self.search_client = search_client

    def _with_retries(self, fn):
        for attempt in range(5):
            try:
                return fn()
            except (Timeout, ConnectTimeout):
                time.sleep(2**attempt)
        return fn()

    def close(self, name):
        return self._with_retries(lambda: self.search_client.close_index(name))

    def aliases(self, name):
        return self.search_client.get_aliases(name)
