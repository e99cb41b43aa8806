import requests

SETTINGS = {"digest_enabled": True}


class CachedPage:
    """Pages an editor imports from the shell."""

    @classmethod
    def fetch(cls, url):
        # No job reaches this: the task's helper module imports this
        # module whole but reads only `SETTINGS` from it.
        resp = requests.get(url, timeout=10)  # expect: missing-retry@medium
        resp.raise_for_status()
        return resp.text
