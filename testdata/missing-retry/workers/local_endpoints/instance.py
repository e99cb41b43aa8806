# The instance metadata service answers on the host itself, through a URL
# constant; a sidecar answers on localhost. Neither is a remote dependency.
import os

import requests

METADATA_URL = "http://169.254.169.254"


def instance_region(token):
    response = requests.get(
        f"{METADATA_URL}/latest/meta-data/placement/region",
        headers={"X-aws-ec2-metadata-token": token},
        timeout=5,
    )
    response.raise_for_status()
    return response.text


def sidecar_config():
    response = requests.get("http://localhost:15000/config_dump", timeout=5)
    response.raise_for_status()
    return response.json()


# Only a fallback is local: in production the address comes from the
# environment and is remote.
API_URL = os.environ.get("API_URL") or "http://localhost:3000"


def load_accounts():
    response = requests.get(f"{API_URL}/accounts", timeout=5)  # expect: missing-retry
    response.raise_for_status()
    return response.json()
