"""Local rendering helpers: no network."""
import json


def render(invoice):
    return json.dumps({"id": invoice["id"], "total": str(invoice["total"])}, indent=2)
