from flask import Blueprint, jsonify

from app.services.site_subscriptions import SiteSubscriptions

sites = Blueprint("sites", __name__)


@sites.route("/sites/<key>")
def show(key):
    return jsonify(SiteSubscriptions("https://sites.example.com", "t").lookup(key))
