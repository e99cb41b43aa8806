"""Spec case (c): a catch-all whose body is only a comment (and `pass`) is as
silent as an empty one; the comment explains, nobody learns it happened."""
import jwt
import requests


def remember_last_project(path, project_id):
    try:
        with open(path, "w") as fh:
            fh.write(project_id)
    except Exception:  # expect: silent-rescue@medium
        # the settings directory may be read-only
        pass


def current_user_id(token, secret):
    user_id = None
    try:
        user_id = jwt.decode(token, secret, algorithms=["HS256"])["sub"]
    except Exception:  # expect: silent-rescue@medium
        # invalid token: anonymous
        ...
    return user_id


def write_pid_file(path, pid):
    try:
        with open(path, "w") as fh:
            fh.write(str(pid))
    except:  # expect: silent-rescue@medium
        # the lock may already be gone: nothing to do
        pass


def announce_presence(api_base, user_id):
    # Around resolved remote work the comment keeps the finding at medium.
    try:
        requests.post(f"{api_base}/presence/{user_id}", timeout=5)
    except Exception:  # expect: silent-rescue@medium
        # presence is advisory
        pass
