from celery import shared_task

from .container import clock, identity


@shared_task
def check_token(token):
    try:
        return identity.verify(token)
    except Exception:  # expect: silent-rescue
        return None


@shared_task
def stamp():
    try:
        return clock.now()
    except Exception:  # expect: silent-rescue@medium
        return 0
