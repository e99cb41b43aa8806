import requests


class PartReader:
    def __init__(self, base_url):
        self.base_url = base_url
        self.http = requests.Session()

    # Called from a controller: the person who sent the request sees the
    # failure (medium).
    def read_part_chunk(self, part_id):
        resp = self.http.get(f"{self.base_url}/parts/{part_id}", timeout=30)  # expect: missing-retry@medium
        resp.raise_for_status()
        return resp.content

    # Named nowhere, in a module the controller uses: dead code, not work
    # nobody watches (medium).
    def read_part_meta(self, part_id):
        resp = self.http.get(f"{self.base_url}/parts/{part_id}/meta", timeout=30)  # expect: missing-retry@medium
        resp.raise_for_status()
        return resp.json()
