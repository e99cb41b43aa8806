import requests


def _fetch_project_page(token, cursor=None):
    # Reached only through list_sentry_projects, which only the settings
    # route calls.
    r = requests.get(  # expect: missing-retry@medium
        "https://sentry.io/api/0/projects/",
        params={"cursor": cursor},
        headers={"Authorization": "Bearer " + token},
    )
    r.raise_for_status()
    return r.json()


def list_sentry_projects(token):
    return _fetch_project_page(token)
