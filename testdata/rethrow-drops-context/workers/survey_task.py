import os
import sys

from .survey_api import close_survey


def main():
    try:
        close_survey(os.environ["SURVEY_ID"])
    except Exception as e:
        print(f"survey task failed: {e}")
        sys.exit(1)


if __name__ == "__main__":
    main()
