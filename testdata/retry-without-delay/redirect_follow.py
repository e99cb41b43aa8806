import requests


class Moved(Exception):
    def __init__(self, response):
        super().__init__(response.status_code)
        self.response = response


def head(url):
    r = requests.head(url, allow_redirects=False, timeout=10)
    if 300 <= r.status_code < 400:
        raise Moved(r)
    r.raise_for_status()
    return url


# The next call asks for what the failure answered (its location).
def canonical(url, hops=0):
    try:
        return head(url)
    except Moved as e:
        if hops < 5:
            return canonical(e.response.headers["Location"], hops + 1)
        raise


# A redirect status sends the next call elsewhere: no retry.
def resolve(url, hops=0):
    try:
        return requests.get(url, allow_redirects=False, timeout=10).json()
    except requests.HTTPError as e:
        if e.response.status_code in (301, 302, 307, 308):
            if hops >= 5:
                raise
            return resolve(url.replace("http://", "https://"), hops + 1)
        raise


# The same request again at once.
def fetch(url, tries=0):
    try:
        return requests.get(url, timeout=10).json()
    except requests.ConnectionError:
        if tries < 5:
            return fetch(url, tries + 1)  # expect: retry-without-delay
        raise
