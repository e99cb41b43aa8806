from flask import Blueprint

from app.services.part_store import PartStore

parts = Blueprint("parts", __name__)


@parts.route("/parts/<part_id>")
def show(part_id):
    return PartStore("https://store.example.com").read_part_chunk(part_id)
