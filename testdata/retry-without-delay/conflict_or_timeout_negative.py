# The handler catches a version conflict and read timeouts only: after a
# conflict the document is read again and written at once (optimistic
# locking), and a timed-out attempt has already waited.
import requests


class VersionConflict(Exception):
    pass


def put_profile(session, url, changes):
    for _ in range(3):
        try:
            current = session.get(url, timeout=5).json()
            current.update(changes)
            response = session.put(url, json=current, headers={"If-Match": current["etag"]}, timeout=5)
            if response.status_code == 412:
                raise VersionConflict(url)
            response.raise_for_status()
            return response.json()
        except (VersionConflict, requests.exceptions.ReadTimeout):
            continue
    raise RuntimeError(f"could not update {url}")
