"""A script a person runs: a short timeout is still a defect in code that
exists and is reported, at medium (the person who runs the script sees the
failure and runs it again); the missing retry is not reported here (absence
of a safeguard in a CLI)."""
import requests


def warm(url):
    return requests.get(url, timeout=1)  # expect: short-timeout@medium


if __name__ == "__main__":
    warm("https://cache.example.com/warm")
