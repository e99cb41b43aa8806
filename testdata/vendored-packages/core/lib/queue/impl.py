"""The project's own packages, imported through their directory
(`from core.lib.queue import ...`): checked."""
from core.lib.queue import helpers


def run(key):
    try:
        return helpers.go(key)
    except:  # expect: silent-rescue@medium
        pass
