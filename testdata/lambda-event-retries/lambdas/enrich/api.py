import urllib3


def fetch_document(uri):
    http = urllib3.PoolManager()
    response = http.request("GET", f"https://documents.example.org/{uri}")  # expect: missing-retry@medium
    if response.status != 200:
        raise RuntimeError(f"fetch failed: {response.status}")
    return response.data.decode()
