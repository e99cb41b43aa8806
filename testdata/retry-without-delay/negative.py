import time

import requests
from django.db import IntegrityError

session = requests.Session()


def with_sleep(url):
    for attempt in range(3):
        try:
            return session.get(url, timeout=5).json()
        except requests.ConnectionError:
            time.sleep(2**attempt)
    raise RuntimeError(url)


def with_backoff_helper(url):
    for attempt in range(3):
        try:
            return session.get(url, timeout=5).json()
        except requests.ConnectionError:
            backoff(attempt)


def unique_slug(model, base):
    for n in range(10):
        try:
            return model.objects.create(slug=f"{base}-{n}")
        except IntegrityError:
            continue


def handler_reraises(url):
    for _ in range(3):
        try:
            return session.get(url, timeout=5).json()
        except requests.ConnectionError:
            raise


def batch(urls):
    for url in urls:
        try:
            session.get(url, timeout=5)
        except requests.ConnectionError:
            continue


def local_parse(lines):
    for _ in range(3):
        try:
            return parse_config(lines)
        except ValueError:
            lines = lines[1:]


def recursive_with_sleep(user_id, retries=3):
    try:
        return requests.get(f"https://api.example.com/users/{user_id}", timeout=5).json()
    except requests.RequestException:
        if retries:
            time.sleep(1)
            return recursive_with_sleep(user_id, retries - 1)
        raise
