# Names no client itself: it passes the calls of a session that another
# module exports.
from .http import session


def load_user(user_id):
    return session.get(f"https://identity.example.com/users/{user_id}", timeout=10).json()  # expect: missing-retry@medium


def close():
    session.close()
