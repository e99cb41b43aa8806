# A remote call guarded by a handler whose comment says the failure is tolerated ("best effort"): medium, the author explained the swallow (judged rounds 16-17: documented fallbacks were NOISE).
import requests


def ping_presence(user_id):
    try:
        requests.put(f"https://presence.example.com/users/{user_id}", json={"online": True}, timeout=3)
    except Exception:  # best effort  # expect: silent-rescue@medium
        pass


# The comment says why the failure is only logged: it must not stop the worker.
def refresh_embeddings(barrier_id):
    try:
        requests.post(f"https://embeddings.example.com/barriers/{barrier_id}", timeout=10)
    except Exception as e:  # expect: silent-rescue@medium
        # We don't want embedding updates to break the worker so just log error
        print(str(e))
