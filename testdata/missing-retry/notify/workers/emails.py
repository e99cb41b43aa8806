"""SDKs that make one HTTP request and retry nothing (round 47 recall #1: a
GOV.UK Notify send in a queue task with no retry loses the e-mail on one
5xx, 429 or reset). The same call under a retry, or an SDK that retries by
default, is not reported."""
import boto3
import tenacity
from notifications_python_client import NotificationsAPIClient
from notifications_python_client.notifications import NotificationsAPIClient as Notify

NOTIFY_KEY = "key"


def send_welcome(email_address, personalisation):
    return NotificationsAPIClient(NOTIFY_KEY).send_email_notification(  # expect: missing-retry
        email_address=email_address, template_id="welcome", personalisation=personalisation
    )


def send_reminder(phone_number):
    client = Notify(NOTIFY_KEY)
    client.send_sms_notification(phone_number=phone_number, template_id="reminder")  # expect: missing-retry


@tenacity.retry(stop=tenacity.stop_after_attempt(5), wait=tenacity.wait_exponential())
def send_receipt(email_address):
    NotificationsAPIClient(NOTIFY_KEY).send_email_notification(email_address=email_address, template_id="receipt")


def archive(key, body):
    boto3.client("s3").put_object(Bucket="archive", Key=key, Body=body)
