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


# A catch-all around a non-HTTP client (a message broker): there is no HTTP
# status to lose, and Python keeps the original as implicit context.
def publish_event(broker_client, topic, payload):
    try:
        broker_client.connect("broker.internal", 1883, 10)
        broker_client.publish(topic, payload)
    except Exception as exc:
        raise NotifyError(f"could not publish to broker: {exc}")


# `requests` does not raise on a bad status unless asked to: without
# raise_for_status() only connection failures reach this handler.
def send_webhook(url, body):
    try:
        requests.post(url, json=body, timeout=5)
    except requests.RequestException as exc:
        raise NotifyError(exc.args[0])


# Only transport failures are caught, so there is no status to carry.
def fetch_feed(url):
    try:
        resp = requests.get(url, timeout=5)
        resp.raise_for_status()
        return resp.text
    except requests.ConnectionError as exc:
        raise UpstreamError(f"feed host unreachable: {exc}")


class NotifyError(Exception):
    pass


class ScrapeFailed(Exception):
    pass


def subscribe_updates(url):
    # The request errors (HTTP status errors included: RequestException is
    # their base) are handled by the first clause; the catch-all after it
    # never sees a status.
    try:
        response = requests.post(url, timeout=10)
        response.raise_for_status()
    except requests.RequestException as e:
        raise ScrapeFailed(f"network error: {e}") from e
    except Exception as e:
        raise ScrapeFailed(str(e))
