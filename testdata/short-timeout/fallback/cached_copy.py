# A short budget whose handler falls back to a cached copy and raises only
# when there is none: the failure is handled where it happens (medium).
import requests

_cache = {}


class ConfigUnavailable(Exception):
    pass


def banner_config(url):
    try:
        config = requests.get(url, timeout=1).json()  # expect: short-timeout@medium
        _cache["banner"] = config
        return config
    except (requests.ConnectionError, requests.Timeout, ValueError):
        cached = _cache.get("banner")
        if cached:
            return cached
        raise ConfigUnavailable("no banner config")


# The handler only translates the error: nothing to fall back on (high).
def tariff(url):
    try:
        return requests.get(url, timeout=1).json()  # expect: short-timeout
    except (requests.ConnectionError, requests.Timeout) as e:
        raise ConfigUnavailable(str(e)) from e


# A handler that answers for one status of the caught error and re-raises
# everything else: a translation, not a fallback (high).
def plan_exists(url):
    try:
        requests.get(url, timeout=1).raise_for_status()  # expect: short-timeout
        return True
    except requests.HTTPError as e:
        if e.response is not None and e.response.status_code == 404:
            return False
        raise
