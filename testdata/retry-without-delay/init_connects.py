import logging

import pika
import psycopg2

log = logging.getLogger(__name__)


class ReportStore:
    def __init__(self, dsn):
        self.dsn = dsn
        self.conn = None

    def setup(self):
        self.conn = psycopg2.connect(self.dsn, connect_timeout=5)
        self.conn.autocommit = True

    def start(self):
        for attempt in range(5):  # expect: retry-without-delay
            try:
                self.setup()
                break
            except Exception:
                log.warning("database not ready (attempt %d)", attempt)


class EventConsumer:
    def __init__(self, params):
        self.params = params
        self.channel = None

    def init(self):
        connection = pika.BlockingConnection(self.params)
        self.channel = connection.channel()

    def run(self):
        attempts = 0
        while attempts < 10:  # expect: retry-without-delay
            try:
                self.init()
                return
            except Exception as exc:
                attempts += 1
                log.info("broker unavailable: %s", exc)
