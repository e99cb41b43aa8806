import socket

import aiohttp
import httpx
import requests
import urllib3
from botocore.config import Config

PROFILE_TIMEOUT = 1  # expect: short-timeout


def fetch_me(url, token):
    return requests.get(url, headers={"auth": token}, timeout=1)  # expect: short-timeout


def fetch_profile(url):
    return requests.get(url, timeout=PROFILE_TIMEOUT)


def connect_tuple(url):
    return requests.post(url, json={}, timeout=(0.5, 10))  # expect: short-timeout


def fetch_with_default(url, timeout=1.5):  # expect: short-timeout
    return requests.get(url, timeout=timeout)


client = httpx.Client(timeout=1.0)  # expect: short-timeout
pool = urllib3.PoolManager(timeout=0.8)  # expect: short-timeout


def probe(host, port):
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.settimeout(0.5)  # expect: short-timeout@medium
    sock.connect((host, port))
    return sock


async def fetch_async(url):
    timeout = aiohttp.ClientTimeout(total=1)  # expect: short-timeout
    async with aiohttp.ClientSession(timeout=timeout) as session:
        async with session.get(url) as resp:
            return await resp.text()


# botocore tries a timed-out attempt again by default: each budget bounds one
# attempt of several.
boto_config = Config(connect_timeout=1, read_timeout=1)  # expect: short-timeout@medium, short-timeout@medium
# One retry after the first attempt (botocore counts `max_attempts` as
# retries): a timed-out attempt is still tried again.
one_retry_config = Config(connect_timeout=1, retries={"max_attempts": 1})  # expect: short-timeout@medium
# With its retries turned off, one slow handshake fails the call.
single_shot_config = Config(connect_timeout=1, retries={"max_attempts": 0})  # expect: short-timeout


class Gateway:
    TIMEOUT = 0.5  # expect: short-timeout

    def __init__(self):
        self.session = requests.Session()

    def get(self, path):
        return self.session.get(path, timeout=self.TIMEOUT)
