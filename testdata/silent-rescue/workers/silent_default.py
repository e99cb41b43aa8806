# Completely silent catch-alls that hand the caller `None`: reported at medium.
import yaml


def load_feature_flags(path):
    try:
        with open(path) as fh:
            return yaml.safe_load(fh)["flags"]
    except Exception:  # expect: silent-rescue@medium
        return None
