import json


def load_zones(path):
    with open(path) as handle:
        return json.load(handle)
