from .common import session


def pull_batch(base_url, cursor):
    resp = session.get(f"{base_url}/batches", params={"after": cursor}, timeout=20)
    resp.raise_for_status()
    return resp.json()


def ack_batch(base_url, batch_id):
    session.post(f"{base_url}/batches/{batch_id}/ack", timeout=20).raise_for_status()
