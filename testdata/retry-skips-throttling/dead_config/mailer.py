from .shared_http import http


def send(message):
    return http.post("https://mail.example.org/v3/send", json=message, timeout=10)
