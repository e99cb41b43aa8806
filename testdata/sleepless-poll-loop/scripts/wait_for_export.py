"""A script a person runs. A poll with no pause is still reported, at medium:
the person running it sees it spin and stops it (judged on real setup
scripts), and a short timeout in the same script is medium too (the person
sees the failure)."""
import requests

API = "https://exports.example.com/v1"


def wait_for_export(export_id):
    while True:  # expect: sleepless-poll-loop@medium
        status = requests.get(f"{API}/exports/{export_id}", timeout=10).json()["status"]
        if status == "done":
            return


def start_export():
    return requests.post(f"{API}/exports", timeout=1).json()["id"]  # expect: short-timeout@medium


if __name__ == "__main__":
    wait_for_export(start_export())
