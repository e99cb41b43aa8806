FAILURES = []


def record_failure(url, exc):
    FAILURES.append((url, exc))
