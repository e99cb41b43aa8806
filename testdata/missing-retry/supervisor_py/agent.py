# The agent's endless loop catches every failure, logs it and sleeps before
# its next round: the work it runs (call_api, in another file) is tried
# again 30 s later. call_api_once runs only where the failure ends the run.
import asyncio
import logging

from .releases_client import call_api, call_api_once


async def enact_pending(root):
    changes = await call_api(root, "/scheduled_changes")
    logging.info("%d changes pending", len(changes))


async def run_agent(root, sleeptime=30, raise_exceptions=False):
    while True:
        try:
            await enact_pending(root)
        except Exception:
            logging.error("agent pass failed", exc_info=True)
            if raise_exceptions:
                raise
        finally:
            await asyncio.sleep(sleeptime)


async def main(root):
    await call_api_once(root, "/health")
