from .payments_backup import snapshot_payments


def run(url):
    return snapshot_payments(url)
