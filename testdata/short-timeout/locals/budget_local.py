# A budget set once in a local variable and passed on is the same budget as
# one written inline (the constant form is in positive.py).
import requests


def fetch_profile(user_id):
    timeout = 0.3  # expect: short-timeout
    return requests.get(f"https://profiles.example.com/v1/{user_id}", timeout=timeout).json()


def fetch_avatar(user_id, slow=False):
    timeout = 0.3
    if slow:
        timeout = 10
    return requests.get(f"https://avatars.example.com/v1/{user_id}", timeout=timeout).content
