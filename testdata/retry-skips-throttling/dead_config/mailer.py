from .shared_http import http


def send(message):
    return http.post("https://mail.example.org/v3/send", json=message, timeout=10)


def delivery_status(message_id):
    return http.get(f"https://mail.example.org/v3/messages/{message_id}", timeout=10).json()
