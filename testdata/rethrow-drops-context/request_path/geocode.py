# No job, worker, consumer or retry logic is above this wrap: the status
# would reach a person as text, not a retry decision (medium). The same wrap
# under workers/ is high (workers/positive.py).
import requests


class GeocodeError(Exception):
    pass


def geocode(address):
    try:
        r = requests.get("https://geo.example.com/v1/search", params={"q": address}, timeout=5)
        r.raise_for_status()
        return r.json()
    except requests.HTTPError as e:
        raise GeocodeError(str(e))  # expect: rethrow-drops-context@medium
