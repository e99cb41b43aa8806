# A project client class: `verify` is outbound, `parse` is not.
import requests


class IdentityClient:
    def __init__(self, base_url):
        self.base_url = base_url

    def verify(self, token):
        res = requests.get(f"{self.base_url}/v1/me", headers={"authorization": token}, timeout=5)
        return res.status_code == 200

    def parse(self, token):
        return token.split(".")
