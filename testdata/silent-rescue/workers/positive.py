import logging
import socket

import boto3
import requests
from botocore.exceptions import ClientError
from celery import shared_task

logger = logging.getLogger(__name__)


class RecipeService:
    def __init__(self, base_url):
        self.base_url = base_url
        self.storage = boto3.client("s3")

    # Logs the exception text and returns None: the caller cannot tell why.
    def create_recipe(self, payload):
        try:
            return self.notification_client.create(payload)
        except requests.RequestException as exc:  # expect: silent-rescue@medium
            logger.warning("recipe creation failed: %s", exc)
            return None

    # A catch-all around an API client call that only logs.
    def subscribe(self, key):
        try:
            self.notification_client.subscribe(key)
        except Exception:  # expect: silent-rescue@medium
            logger.exception("subscribe failed")

    # An SDK call: a 503 looks like "object missing". A yes/no existence
    # check whose "not found" error is the intended `False` (medium).
    def has_object(self, key):
        try:
            self.storage.head_object(Bucket="assets", Key=key)
            return True
        except ClientError:  # expect: silent-rescue@medium
            return False

    # The handler names a network error class; the guarded code is a yes/no
    # reachability probe with no call resolved as remote (medium).
    def reachable(self, host):
        try:
            with socket.create_connection((host, 443), timeout=3):
                return True
        except socket.timeout:  # expect: silent-rescue@medium
            return False

    # Items skipped with `continue`.
    def sync_all(self, keys):
        for key in keys:
            try:
                self.inventory_client.sync(key)
            except BaseException as e:  # expect: silent-rescue@medium
                print(f"sync of {key} failed: {e}")
                continue


@shared_task
def rebuild_index(index_id):
    try:
        Index.objects.get(pk=index_id).rebuild()
    except Exception as e:  # expect: silent-rescue@medium
        logger.error("rebuild failed: %s", e)


class OrderConsumer:
    def on_message(self, message):
        try:
            self.apply(message)
        except:  # expect: silent-rescue@medium
            pass


def notify_all(hooks, payload):
    # Logged in full (with the traceback) and carried on: often deliberate
    # best-effort delivery, so medium confidence.
    for hook in hooks:
        try:
            requests.post(hook, json=payload, timeout=5)
        except Exception:  # expect: silent-rescue@medium
            logging.exception("hook delivery failed")


def create_meeting(topic):
    try:
        return requests.post("https://meet.example.com/v1/meetings", json={"topic": topic}, timeout=5).json()
    except Exception as e:  # expect: silent-rescue@medium
        logger.warning("meeting failed: %s", e)
        return None


def start_incident(topic):
    # The caller checks the sentinel: the failure may be handled here.
    meeting = create_meeting(topic)
    if not meeting:
        logger.error("incident has no meeting room")
    return meeting
