import requests


def fetch_rates(base):
    return requests.get("https://rates.example.com/latest", params={"base": base}, timeout=10).json()


class RatesCache:
    # The method shares its name with the module function it falls back to:
    # the bare call is that function, not this method, so nothing recurses.
    def fetch_rates(self, base):
        try:
            return requests.get("https://cache.example.com/rates", params={"base": base}, timeout=10).json()
        except requests.RequestException:
            return fetch_rates(base)


class RatesClient:
    # Through `self`: the method calls itself again at once.
    def latest(self, base):
        try:
            return requests.get("https://rates.example.com/latest", params={"base": base}, timeout=10).json()
        except requests.RequestException:
            return self.latest(base)  # expect: retry-without-delay
