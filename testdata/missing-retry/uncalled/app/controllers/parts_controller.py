from flask import Blueprint

from app.services.part_reader import PartReader

parts = Blueprint("parts", __name__)


@parts.route("/parts/<part_id>")
def show(part_id):
    return PartReader("https://store.example.com").read_part_chunk(part_id)
