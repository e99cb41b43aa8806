"""A loop over a project function that paces itself: a rate-limit decorator
that sleeps when the window is full, or a wait inside the function."""
import time

import requests
from ratelimit import limits, sleep_and_retry

CRM_URL = "https://crm.example.com/contacts"


@sleep_and_retry
@limits(calls=5, period=1)
def push_contact(contact):
    requests.post(CRM_URL, json=contact, timeout=10).raise_for_status()  # expect: missing-retry@medium


def push_contacts(contacts):
    for contact in contacts:
        push_contact(contact)


def push_note(note):
    requests.post(CRM_URL + "/notes", json=note, timeout=10).raise_for_status()  # expect: missing-retry@medium
    time.sleep(0.2)


def push_notes(notes):
    for note in notes:
        push_note(note)


def push_tag(tag):
    requests.post(CRM_URL + "/tags", json=tag, timeout=10).raise_for_status()  # expect: missing-retry@medium


def push_tags(tags):
    for tag in tags:  # expect: unpaced-batch-calls
        push_tag(tag)
