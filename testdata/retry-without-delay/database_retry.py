import logging

from django.db import OperationalError, transaction
from sqlalchemy import exc

from .models import Payment

log = logging.getLogger(__name__)


def settle(payment_id):
    # A lost connection or a lock timeout is tried again at once, forever:
    # the worker spins against the database.
    while True:  # expect: retry-without-delay
        try:
            with transaction.atomic():
                Payment.objects.filter(pk=payment_id).update(state="settled")
            break
        except OperationalError:
            log.warning("settle failed, retrying")
            continue


def record(session, row):
    while True:  # expect: retry-without-delay
        try:
            session.add(row)
            session.commit()
            return row
        except (exc.OperationalError, exc.DisconnectionError):
            session.rollback()


def bounded(session, row):
    # A counter stops it (not this shape).
    for _ in range(3):
        try:
            session.add(row)
            session.commit()
            return row
        except exc.OperationalError:
            session.rollback()
    raise RuntimeError("gave up")


def gives_up(session, row):
    # The handler raises on a condition: bounded.
    attempts = 0
    while True:
        try:
            session.commit()
            return row
        except exc.OperationalError:
            attempts += 1
            if attempts > 3:
                raise


def unique_race(name):
    # A uniqueness race: the second attempt finds the other writer's row.
    from django.db import IntegrityError

    while True:
        try:
            return Payment.objects.get_or_create(name=name)
        except IntegrityError:
            continue


def paced(session, row):
    import time

    while True:
        try:
            session.commit()
            return row
        except exc.OperationalError:
            time.sleep(2)
