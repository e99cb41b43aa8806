# Status vocabulary of a delivery proxy: server errors and throttling are
# classified apart, and callers take each its own way (medium).


def is_status_retryable(status):
    return 500 <= status < 600  # expect: retry-skips-throttling@medium


def is_status_throttled(status):
    return status == 429
