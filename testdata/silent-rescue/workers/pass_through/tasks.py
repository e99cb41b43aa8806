from celery import shared_task

from .users import close, load_user


@shared_task
def sync_user(user_id):
    try:
        load_user(user_id)
    except Exception:  # expect: silent-rescue
        pass


@shared_task
def shutdown():
    try:
        close()
    except Exception:
        pass
