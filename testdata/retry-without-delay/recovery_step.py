import requests


class NotInChannel(Exception):
    pass


def post_message(channel, text):
    """Joins the channel (a remote call of its own) before posting again: a
    recovery step, not a blind repeat (medium)."""
    try:
        return requests.post("https://chat.example.com/api/chat.postMessage", json={"channel": channel, "text": text}, timeout=10)
    except NotInChannel:
        requests.post("https://chat.example.com/api/conversations.join", json={"channel": channel}, timeout=10)
        return post_message(channel, text)  # expect: retry-without-delay@medium


def post_notice(channel, text):
    # Called again at once with nothing done in between (high).
    try:
        return requests.post("https://chat.example.com/api/chat.postMessage", json={"channel": channel, "text": text}, timeout=10)
    except requests.ConnectionError:
        return post_notice(channel, text)  # expect: retry-without-delay
