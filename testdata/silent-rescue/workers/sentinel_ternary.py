"""The only caller tests the value handed back with a conditional
expression: `None` is "no sitemap" to it, by design (medium)."""
import logging

import requests

log = logging.getLogger(__name__)


def fetch_sitemap(url):
    try:
        resp = requests.get(f"{url}/sitemap.xml", timeout=10)
        resp.raise_for_status()
        return resp.text
    except requests.RequestException as e:  # expect: silent-rescue@medium
        log.error("sitemap fetch failed: %s", str(e))
        return None


def scan_site(url):
    sitemap = fetch_sitemap(url)
    text = sitemap if sitemap else ""
    size = len(sitemap) if sitemap else 0
    return {"url": url, "length": size, "text": text}
