from celery import shared_task

from .notify import send_notice


@shared_task
def send_welcome(url, user_id):
    # Imported through the package's __init__: the helper its package
    # defines.
    try:
        return send_notice(url, {"user": user_id})
    except Exception:  # expect: silent-rescue
        return None
