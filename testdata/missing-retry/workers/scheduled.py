import requests
from apscheduler.schedulers.background import BackgroundScheduler


def refresh_exchange_rates():
    # Runs every hour: a failed refresh keeps last hour's rates until the next run.
    resp = requests.get("https://api.exchangerate.example/latest", timeout=10)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.json()["rates"]


def convert_invoice_total(amount, currency):
    # Called while an invoice is finalised: nothing runs it again.
    resp = requests.get(f"https://api.exchangerate.example/convert/{currency}", timeout=10)  # expect: missing-retry
    resp.raise_for_status()
    return amount * resp.json()["rate"]


scheduler = BackgroundScheduler()
scheduler.add_job(refresh_exchange_rates, "interval", hours=1)
