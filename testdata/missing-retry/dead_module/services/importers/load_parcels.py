import csv


def load_parcels(path):
    with open(path) as handle:
        return list(csv.DictReader(handle))
