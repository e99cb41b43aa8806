import requests
from flask_restful import Resource


class OAuthCallback(Resource):
    """An interactive login: the person at the browser tries again."""

    def post(self):
        profile = requests.get("https://idp.example.com/userinfo", timeout=10)  # expect: missing-retry@medium
        profile.raise_for_status()
        return profile.json()
