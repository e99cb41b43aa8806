"""A parameter typed `Session` where the file imports `Session` from
SQLAlchemy: a database session, not an HTTP client, so `session.get(Model,
id)` is no request (round 58: six findings in a FastAPI app's routes)."""
from requests import HTTPError
from sqlalchemy.orm import Session

from models import Subscription


def confirm_subscription(subscription_id, session: Session):
    subscription = session.get(Subscription, subscription_id)
    subscription.confirmed = True
    session.commit()
    return subscription


def drop_subscription(subscription_id, session: "Session"):
    subscription = session.get(Subscription, subscription_id)
    session.delete(subscription)
    session.commit()


def describe(error: HTTPError):
    return f"{error.response.status_code}: {error.response.text}"
