from .common import session


def send_result(base_url, run_id, outcome):
    resp = session.post(f"{base_url}/runs/{run_id}/result", json={"outcome": outcome}, timeout=20)
    resp.raise_for_status()
