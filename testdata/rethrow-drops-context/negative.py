import json

import requests


class UpstreamError(Exception):
    def __init__(self, message, status=None):
        super().__init__(message)
        self.status = status


def load(url):
    try:
        return requests.get(url, timeout=10).json()
    except requests.RequestException as exc:
        raise UpstreamError(str(exc)) from exc


def load_with_status(url):
    try:
        return requests.get(url, timeout=10).json()
    except requests.HTTPError as exc:
        raise UpstreamError(str(exc), status=exc.response.status_code)


def load_wrapped(url):
    try:
        return requests.get(url, timeout=10).json()
    except requests.RequestException as exc:
        raise UpstreamError(exc)


def parse(raw):
    # Local work: a validation error built from a parse error's text.
    try:
        return json.loads(raw)
    except ValueError as e:
        raise TypeError(str(e))


def reraise(url):
    try:
        return requests.get(url, timeout=10)
    except requests.RequestException:
        raise


# A form validator that turns the upstream refusal into a message for the
# user who filled in the form.
class JoinRoomForm:
    def clean_room(self, room):
        try:
            return requests.post("https://chat.example.com/join", json={"room": room}, timeout=10).json()
        except requests.HTTPError as exc:
            raise ValidationError(str(exc))
