import requests
from requests.exceptions import SSLError


def call_directory(endpoint, params):
    # The directory's TLS terminator sometimes drops a handshake; sending
    # the request again on a new connection goes through.
    response = None
    for _ in range(5):  # expect: retry-without-delay@medium
        try:
            response = requests.get("https://directory.example.org" + endpoint, params=params, timeout=10)
        except SSLError:
            continue
        break
    return response


def call_directory_any(endpoint):
    for _ in range(5):  # expect: retry-without-delay
        try:
            return requests.get("https://directory.example.org" + endpoint, timeout=10)
        except (SSLError, requests.HTTPError):
            continue
    return None
