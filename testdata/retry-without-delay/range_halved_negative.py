import requests


def get_logs(start, end, max_range):
    """Ask again for half the block range when the node says it is too wide."""
    try:
        response = requests.post("https://rpc.example.com", json={"from": start, "to": end}, timeout=10)
        response.raise_for_status()
        return response.json()["result"]
    except requests.HTTPError as e:
        if "block range is too wide" in str(e):
            return get_logs(start, end, max_range // 2)
        raise
