"""Completely silent catch-alls around local work: reported at medium."""
import configparser


def load_overrides(path):
    parser = configparser.ConfigParser()
    try:
        parser.read(path)
        return dict(parser["overrides"])
    except Exception:  # expect: silent-rescue@medium
        return {}


def apply_locale(settings, name):
    try:
        settings.locale = name.split("_")[0].lower()
    except:  # expect: silent-rescue@medium
        pass
