# "429 is retried here but Retry-After is never read" needs a retry here: a
# status list that only a predicate uses (applied by a retry layer elsewhere)
# and a 429 check that picks a message retry nothing in this file.
RETRYABLE_STATUS_CODES = frozenset([429, 500, 502, 503, 504])


def should_retry(status_code):
    return status_code in RETRYABLE_STATUS_CODES


def describe_retryable_failure(response):
    if response.status_code == 429:
        return "rate limited, try again later"
    return "temporary failure"


# The retry wraps the request (transport failures); a 429 answer leaves as
# a throttling error for the caller, which benches the provider: nothing
# here retries it.
import time


class Throttled(Exception):
    pass


def retry(action, amount=3):
    for attempt in range(amount):
        try:
            return action()
        except ConnectionError:
            if attempt == amount - 1:
                raise
            time.sleep(2**attempt)


def search_subtitles(session, query):
    res = retry(lambda: session.get("https://subs.example.org/search", params={"q": query}, timeout=30))
    if res.status_code == 404:
        raise LookupError("no such endpoint")
    elif res.status_code == 429:
        raise Throttled("too many requests")
    elif res.status_code != 200:
        res.raise_for_status()
    return res.json()
