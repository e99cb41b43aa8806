import boto3
from celery import shared_task
from openai import OpenAI

client = OpenAI()
s3 = boto3.client("s3")


# `client.chat.completions.create` is a call of the SDK through its
# resource namespaces: the task's empty answer hides a lost remote failure.
@shared_task
def summarise(text):
    try:
        return client.chat.completions.create(model="small", messages=[text])
    except Exception:  # expect: silent-rescue
        return None


# `events` is kept in process by the SDK (hook registration): nothing remote
# fails here.
@shared_task
def register_hooks(hook):
    try:
        return s3.meta.events.register("before-send.s3", hook)
    except Exception:  # expect: silent-rescue@medium
        return None
