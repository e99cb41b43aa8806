# An importer registered with the project's importer registry: a command
# looks it up by name and calls `import_units`, so nothing in the scan names
# it. The call below is reached only through that method: a framework hook,
# not dead or unwatched code (medium: no job was found to run it).
import requests

from .base import Importer, register_importer


def fetch_opening_hours(unit_id, start, end):
    response = requests.get(  # expect: missing-retry@medium
        "https://hours.example.org/v2/library",
        params={"id": unit_id, "from": start, "to": end},
        timeout=30,
    )
    response.raise_for_status()
    return response.json()


def import_library_hours(units):
    return {unit: fetch_opening_hours(unit, "2026-01-01", "2026-12-31") for unit in units}


@register_importer
class LibraryHoursImporter(Importer):
    name = "library_hours"

    def import_units(self):
        return import_library_hours(self.units)
