"""Code known as retry code only because it names a `retryable` key: the test
is stored in an error description for whoever reads it later, and nothing
here retries on it (not reported)."""


def describe_api_error(status_code, fallback):
    if status_code:
        return {
            "message": f"{fallback} HTTP {status_code}.",
            "status_code": status_code,
            "retryable": status_code >= 500,
        }
    return {"message": fallback, "status_code": None, "retryable": True}
