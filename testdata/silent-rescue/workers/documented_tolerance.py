"""Handlers whose function documentation, or the banner over the run of
functions they belong to, says failures are tolerated (round 43 H7-H10: search
index hooks documented as best-effort were judged BORDERLINE): medium. A
documentation that speaks of something else, or a banner cut off from the
function by other statements, does not count."""
import logging

import requests

log = logging.getLogger(__name__)
INDEX_URL = "https://search.example.com/index"


def reindex_all(topics):
    """Rebuild every doc. Best-effort: failures are logged, not raised, because
    the nightly rebuild reconciles anything missed."""
    try:
        requests.post(f"{INDEX_URL}/bulk", json=topics, timeout=10).raise_for_status()
    except Exception as e:  # expect: silent-rescue@medium
        log.error(f"bulk reindex failed: {e}")


def reindex_archived(topics):
    """Send the topics to the index; archived topics are ignored."""
    try:
        requests.post(f"{INDEX_URL}/bulk", json=[t for t in topics if not t.archived], timeout=10)
    except Exception as e:  # expect: silent-rescue
        log.error(f"archived reindex failed: {e}")


def purge_topic(slug):
    """Drop the cached doc of a topic. Returns False if the purge failed (an
    HTTP error or a network exception). Does not raise: callers that need a
    retry check the answer and raise themselves."""
    try:
        requests.delete(f"{INDEX_URL}/cache/{slug}", timeout=10).raise_for_status()
        return True
    except Exception as e:  # expect: silent-rescue@medium
        log.error(f"purge of {slug} failed: {e}")
        return False


def purge_book(title):
    """Drop the cached doc of a book. Raises nothing a job could use."""
    try:
        requests.delete(f"{INDEX_URL}/cache/{title}", timeout=10).raise_for_status()
        return True
    except Exception as e:  # expect: silent-rescue
        log.error(f"purge of {title} failed: {e}")
        return False


# ------------------------------------------------------------------------ #
#  Single-doc updates, run from the save hooks. All of these are            #
#  best-effort: they log and swallow failures, since the write is already   #
#  committed and the nightly rebuild repairs what they miss.                 #
# ------------------------------------------------------------------------ #

def _index_name(kind):
    return f"{kind}-current"


def index_topic(topic):
    try:
        requests.put(f"{INDEX_URL}/{_index_name('topic')}/{topic.slug}", json=topic.doc, timeout=10)
    except Exception as e:  # expect: silent-rescue@medium
        log.error(f"topic index failed: {e}")


def index_book(book):
    try:
        requests.put(f"{INDEX_URL}/{_index_name('book')}/{book.title}", json=book.doc, timeout=10)
    except Exception as e:  # expect: silent-rescue@medium
        log.error(f"book index failed: {e}")


# Failures here are best-effort only for the functions right below.

RETRY_BUDGET = 3


def index_author(author):
    try:
        requests.put(f"{INDEX_URL}/author/{author.slug}", json=author.doc, timeout=10)
    except Exception as e:  # expect: silent-rescue
        log.error(f"author index failed: {e}")
