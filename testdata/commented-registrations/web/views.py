# The nightly refresh used to be a Celery task here:
# @shared_task
# def refresh_totals():
#     fetch_totals()
import requests
from flask import Blueprint

bp = Blueprint("totals", __name__)


@bp.route("/totals")
def totals():
    return fetch_totals()


def fetch_totals():
    response = requests.get("https://stats.example.org/totals", timeout=10)  # expect: missing-retry@medium
    response.raise_for_status()
    return response.json()
