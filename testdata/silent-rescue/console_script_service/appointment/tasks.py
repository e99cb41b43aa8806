from celery import shared_task

from .accounts import fetch_profile


@shared_task
def refresh_profiles(tokens):
    for token in tokens:
        fetch_profile(token)
