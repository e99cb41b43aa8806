# The delivery record's outcome is sorted from the response; whether it is
# retried is the scheduler's `auto_retry` flag, set elsewhere.


def record_outcome(delivery, response):
    failed = False
    if response.status_code >= 500:
        failed = True
        delivery.state = "failed"
    if delivery.auto_retry:
        delivery.retry_pending = not failed or delivery.attempts < 5
    return delivery
