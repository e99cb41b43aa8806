import requests
from celery import Celery
from flask import Blueprint, request

celery = Celery(__name__)
github_bp = Blueprint("github", __name__)
session = requests.Session()


# A Celery task in the file: its work runs unattended (high).
@celery.task(bind=True)
def sync_pull_request(self, repo, num):
    resp = session.get(f"https://api.github.com/repos/{repo}/pulls/{num}", timeout=30)  # expect: missing-retry
    resp.raise_for_status()
    return resp.json()


# A view the same file registers for a URL (round 93: an operator's form):
# the person who submitted it sees the failure and submits again (medium).
@github_bp.route("/process_pr", methods=("POST",))
def process_pr():
    repo = request.form.get("repo", "")
    num = request.form.get("number")
    resp = session.get(f"https://api.github.com/repos/{repo}/pulls/{num}", timeout=30)  # expect: missing-retry@medium
    if not resp.ok:
        return {"error": resp.text}, 400
    return sync_pull_request.delay(repo, num).id
