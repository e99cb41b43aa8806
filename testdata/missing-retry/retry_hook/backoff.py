import time


def with_retries(fn, attempts=3, on_retry=None):
    for attempt in range(attempts):
        try:
            return fn()
        except Exception:
            if attempt == attempts - 1:
                raise
            if on_retry:
                on_retry()
            time.sleep(2**attempt)
