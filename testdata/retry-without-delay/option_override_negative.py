import requests


# Called again with an option overridden: a different request, not a repeat.
def upload_bundle(app_id, options):
    try:
        requests.post(f"https://bundles.example.com/apps/{app_id}", json=options, timeout=30).raise_for_status()
    except requests.RequestException:
        if not options.get("force"):
            return upload_bundle(app_id, {**options, "force": True})
        raise
