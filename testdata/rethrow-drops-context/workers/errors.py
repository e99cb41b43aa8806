class CatalogNotFoundError(Exception):
    pass


class CatalogInvalidError(Exception):
    pass
