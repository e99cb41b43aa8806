import logging
import socket

import requests
from requests.exceptions import ReadTimeout

log = logging.getLogger(__name__)


def fetch_manifest(session: requests.Session, url: str):
    # Only timeouts are retried: the 10 s timeout paces the attempts.
    for attempt in range(3):
        try:
            return session.get(url, timeout=10).json()
        except (requests.ConnectTimeout, ReadTimeout):
            log.warning("manifest fetch timed out (attempt %d)", attempt)
    return None


def read_banner(sock: socket.socket):
    for attempt in range(3):
        try:
            return requests.get("https://status.example.com/banner", timeout=5).text
        except socket.timeout:
            log.info("banner timed out")
    return ""


async def join_voice(channel, connect_timeout: int):
    # asyncio's timeout by its module path; each attempt waits longer.
    import asyncio

    for attempt in range(1, 4):
        try:
            return await channel.connect(timeout=attempt * connect_timeout)
        except asyncio.exceptions.TimeoutError:
            log.warning("voice connect timed out (attempt %d)", attempt)
    return None
