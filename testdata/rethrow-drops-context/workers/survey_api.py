# The task's only caller ends the process with a failure status: the
# runner sees the failure, so the dropped status mattered (high).
import requests


class SurveyError(Exception):
    pass


def close_survey(survey_id):
    try:
        r = requests.put(f"https://surveys.example.com/v2/surveys/{survey_id}", json={"state": "closed"}, timeout=10)
        r.raise_for_status()
    except requests.HTTPError as e:
        raise SurveyError(str(e))  # expect: rethrow-drops-context@medium
