"""Twins of silent_comment.py: the spec's exemptions (optional imports, a
missing file around a read, a JSON parse fallback) hold with a comment too;
a comment explaining a returned value is a deliberate fallback."""
import json


def load_ujson():
    try:
        import ujson
        return ujson
    except ImportError:
        # optional speedup
        pass
    return json


def read_saved_cursor(path):
    try:
        with open(path) as fh:
            return fh.read().strip()
    except FileNotFoundError:
        # first run: no cursor yet
        pass
    return None


def parse_settings(raw):
    try:
        return json.loads(raw)
    except Exception:
        # malformed settings: fall back to defaults
        pass
    return {}


def can_write(path):
    try:
        with open(path, "a"):
            pass
        return True
    except Exception:
        # read-only mount
        return False
