# The dependencies live in requirements.txt (fastapi): a web service that
# also declares a console script is still a service.
import logging

import requests


def fetch_profile(token):
    try:
        return requests.get("https://accounts.example.com/me", headers={"authorization": token}, timeout=10).json()
    except Exception as e:  # expect: silent-rescue
        logging.warning("profile lookup failed: %s", e)
        return None

