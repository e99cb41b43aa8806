# PyGithub's default retry (GithubRetry) sleeps through GitHub's rate limits
# before an error reaches this wrapper: its list of transient statuses
# leaves out 429 without making a throttled call fail at once (round 93 H6).
import time

from github.GithubException import GithubException

_RETRYABLE_STATUS_CODES = frozenset({500, 502, 503, 504})  # expect: retry-skips-throttling@medium


def github_call(func, attempts=4):
    for attempt in range(attempts):
        try:
            return func()
        except GithubException as exc:
            if exc.status not in _RETRYABLE_STATUS_CODES or attempt == attempts - 1:
                raise
            time.sleep(2 ** attempt)
