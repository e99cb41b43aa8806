from importers.load_zones import load_zones


def run(path):
    return len(load_zones(path))
