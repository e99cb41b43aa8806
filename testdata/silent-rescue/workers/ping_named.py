# A remote call guarded by a handler whose comment says the failure is tolerated ("best effort"): medium, the author explained the swallow (judged rounds 16-17: documented fallbacks were NOISE).
import requests


def ping_presence(user_id):
    try:
        requests.put(f"https://presence.example.com/users/{user_id}", json={"online": True}, timeout=3)
    except Exception:  # best effort  # expect: silent-rescue@medium
        pass
