IMPORTERS = {}


def register_importer(cls):
    IMPORTERS[cls.name] = cls
    return cls


class Importer:
    name = None
    units = ()
