"""The project's own packages, imported through their directory
(`from core.lib.auth import ...`): checked."""
from core.lib.auth import helpers


def run(key):
    try:
        return helpers.go(key)
    except:  # expect: silent-rescue@medium
        pass
