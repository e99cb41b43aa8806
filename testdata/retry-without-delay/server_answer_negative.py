"""The handler catches exceptions a web framework raises to answer a
request, not failures of a call: nothing here is a network retry."""
import logging

from werkzeug.exceptions import InternalServerError, ServiceUnavailable

from .ingest import store_batch

logger = logging.getLogger(__name__)


def submit(batch, user):
    attempts = 5
    while attempts >= 0:
        try:
            logger.debug("storing %d items for %s", len(batch), user)
            store_batch(batch, user)
            break
        except (InternalServerError, ServiceUnavailable):
            attempts -= 1
            logger.error("store failed for %s", user, exc_info=True)
