from retry.api import retry_call


class Resilience:
    """Runs what it is given with three attempts, a second apart."""

    def run(self, fn):
        return retry_call(fn, tries=3, delay=1, backoff=2)


class Stopwatch:
    """Times what it runs; retries nothing."""

    def run(self, fn):
        return fn()
