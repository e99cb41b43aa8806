import logging

import yaml

logger = logging.getLogger(__name__)


def load_feature_flags(path):
    try:
        with open(path) as fh:
            return yaml.safe_load(fh)["flags"]
    except Exception:
        logger.exception("cannot read feature flags from %s", path)
        raise
