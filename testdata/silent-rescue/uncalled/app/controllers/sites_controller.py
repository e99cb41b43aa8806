from flask import Blueprint, jsonify

from app.services.site_lookup import SiteLookup

sites = Blueprint("sites", __name__)


@sites.route("/sites/<key>")
def show(key):
    return jsonify(SiteLookup("https://sites.example.com").lookup(key))
