import requests


class Base:
    def get(self, path):
        response = requests.get(f"https://x.example.com/{path}", timeout=10)
        response.raise_for_status()
        return response.json()
