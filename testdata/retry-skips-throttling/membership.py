from celery import shared_task
from notifications_python_client.errors import HTTPError
from notifications_python_client.notifications import NotificationsAPIClient

client = NotificationsAPIClient("api-key")


# The status list is tested inline, and the branch retries the task.
@shared_task(bind=True)
def send_mail(self, email, template_id):
    try:
        client.send_email_notification(email_address=email, template_id=template_id)
    except HTTPError as err:
        if err.status_code in (500, 503):  # expect: retry-skips-throttling
            self.retry(countdown=60, max_retries=3, exc=err)
        raise


# 429 is in the list: throttled sends go again (after a fixed wait, not the
# server's `Retry-After`: the secondary, medium message).
@shared_task(bind=True)
def send_letter(self, address, template_id):
    try:
        client.send_letter_notification(template_id=template_id, personalisation=address)
    except HTTPError as err:
        if err.status_code in (429, 500, 503):  # expect: retry-skips-throttling@medium
            self.retry(countdown=60, max_retries=3, exc=err)
        raise


# The branch only reports the server error: no retry is decided here.
def report_status(err):
    if err.status_code in (500, 503):
        print("Notify is down", err.status_code)
