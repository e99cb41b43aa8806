"""The project's own code beside a directory of vendored packages: checked."""
import logging

import imdbish

log = logging.getLogger(__name__)


def refresh(title_id):
    try:
        return imdbish.lookup(title_id)
    except:  # expect: silent-rescue@medium
        pass
