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
