import os

from .common import session
from .report import send_result

session.headers["X-Runner-Token"] = os.environ["RUNNER_TOKEN"]

if __name__ == "__main__":
    send_result(os.environ["BASE_URL"], os.environ["RUN_ID"], "ok")
