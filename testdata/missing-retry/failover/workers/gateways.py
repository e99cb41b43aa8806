"""A loop over alternative endpoints that stops at the first success: a
failure answer or a caught failure goes on to the next one (a failover, not
reported). A call sent to one fixed endpoint has no retry."""
import logging

import requests

log = logging.getLogger(__name__)
GATEWAYS = ["https://gw1.example.com", "https://gw2.example.com"]


def fetch_car(cid):
    for url in GATEWAYS:
        res = requests.get(f"{url}/ipfs/{cid}", timeout=10)
        if res.status_code == 200:
            return res.content
    return None


def fetch_block(cid):
    for host in GATEWAYS:
        try:
            res = requests.get(f"{host}/block/{cid}", timeout=10)
            res.raise_for_status()
            return res.content
        except requests.RequestException as e:
            log.warning("gateway %s failed: %s", host, e)
    return None


def fetch_head(cid):
    res = requests.head(f"https://gw1.example.com/ipfs/{cid}", timeout=10)  # expect: missing-retry
    res.raise_for_status()
    return int(res.headers["content-length"])
