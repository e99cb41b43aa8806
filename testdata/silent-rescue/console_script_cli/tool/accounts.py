# A package whose only entry point is a console script: a command run by a
# person, who sees the logged failure and can re-run it.
import logging

import requests


def fetch_profile(token):
    try:
        return requests.get("https://accounts.example.com/me", headers={"authorization": token}, timeout=10).json()
    except Exception as e:  # expect: silent-rescue@medium
        logging.warning("profile lookup failed: %s", e)
        return None

