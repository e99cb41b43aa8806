# An SMTP reply code is not an HTTP status: `smtp_code >= 500` in a retry
# decision is a permanent mail failure, and 429 means nothing there.
def should_retry_delivery(error):
    smtp_code = int(getattr(error, "smtp_code", 0))
    if smtp_code >= 500:
        return False
    return True
