import requests

ROUTES_URL = "https://routes.example.org/api/routes"


# Nothing imports this module while the pipelines import its siblings by
# their package path: a dead module of a used package, not unwatched work.
def load_routes(bbox):
    resp = requests.get(ROUTES_URL, params={"bbox": bbox}, timeout=30)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.json()
