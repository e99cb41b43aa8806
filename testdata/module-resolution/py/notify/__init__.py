from .sender import send_notice  # noqa: F401
