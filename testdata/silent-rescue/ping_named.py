# Same as comment_on_handler.py, only the function is named ping_*.
import requests


def ping_presence(user_id):
    try:
        requests.put(f"https://presence.example.com/users/{user_id}", json={"online": True}, timeout=3)
    except Exception:  # best effort  # expect: silent-rescue
        pass
