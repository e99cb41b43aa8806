from importers.load_parcels import load_parcels


def run(path):
    return len(load_parcels(path))
