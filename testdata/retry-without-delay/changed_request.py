import requests


def get_feed(feed_url):
    # The handler rebinds the URL (an http to https upgrade) and asks for
    # the new one: a different request, not the failed one again.
    try:
        return requests.get(feed_url, timeout=10).text
    except requests.TooManyRedirects:
        if feed_url.startswith("http://"):
            feed_url = feed_url.replace("http://", "https://")
            return get_feed(feed_url)
        return None


def put_part(part, tries):
    # A counter stepped before the call is still the same request again.
    try:
        return requests.put("https://store.example.com/part", data=part, timeout=10)
    except requests.ConnectionError:
        tries = tries - 1
        if tries > 0:
            return put_part(part, tries)  # expect: retry-without-delay
        raise
