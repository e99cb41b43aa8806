# The failure is caught one or two calls up, in the same file, and the work
# goes on without the result: a best-effort step (medium). A function with a
# caller that lets the failure through stays high.
import requests


def fetch_preview(url):
    resp = requests.get(url, timeout=0.5)  # expect: short-timeout@medium
    resp.raise_for_status()
    return resp.json()


def preview_title(url):
    return fetch_preview(url).get("title")


def render_card(url):
    try:
        return {"url": url, "title": preview_title(url)}
    except requests.RequestException:
        return {"url": url}


def fetch_invoice(invoice_id):
    resp = requests.get(f"https://billing.example.com/invoices/{invoice_id}", timeout=0.5)  # expect: short-timeout
    resp.raise_for_status()
    return resp.json()


def invoice_total(invoice_id):
    try:
        return fetch_invoice(invoice_id)["total"]
    except requests.RequestException:
        return None


def invoice_pdf(invoice_id):
    return fetch_invoice(invoice_id)["pdf_url"]
