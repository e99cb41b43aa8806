import requests


class ArchiveSpace:
    """A client of a remote archive, built on first use."""

    def __init__(self, base_url):
        self.base_url = base_url
        self._session = None

    @property
    def session(self):
        if self._session is None:
            self._session = requests.Session()
        return self._session

    def put_chunk(self, url, path, attempts_left=3):
        try:
            with open(path, "rb") as body:
                response = self.session.put(url, data=body, timeout=30)
        except Exception:
            if attempts_left > 0:
                self.put_chunk(url, path, attempts_left - 1)  # expect: retry-without-delay
            else:
                raise
        return response


class LocalSpace:
    """Same shape over a value that is no client: nothing remote is retried."""

    def __init__(self):
        self._store = None

    @property
    def store(self):
        if self._store is None:
            self._store = dict()
        return self._store

    def put_chunk(self, key, value, attempts_left=3):
        try:
            self.store.update({key: value})
        except Exception:
            if attempts_left > 0:
                self.put_chunk(key, value, attempts_left - 1)
            else:
                raise
