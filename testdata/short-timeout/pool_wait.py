# httpx's `pool=` bounds the wait for a free connection of the process's
# own pool, no network phase (not reported); its `connect=` bounds the
# connect phase (reported).
import httpx

POOL_TIMEOUT = 1.0


def make_client(base_url):
    timeout = httpx.Timeout(10.0, pool=POOL_TIMEOUT)
    return httpx.AsyncClient(base_url=base_url, timeout=timeout)


def make_fast_client(base_url):
    timeout = httpx.Timeout(10.0, connect=0.5)  # expect: short-timeout
    return httpx.AsyncClient(base_url=base_url, timeout=timeout)
