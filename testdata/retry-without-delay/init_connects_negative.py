import logging
import time

import psycopg2

log = logging.getLogger(__name__)


class TemplateCache:
    def __init__(self, templates):
        self.templates = templates
        self.compiled = {}

    def setup(self):
        for name, body in self.templates.items():
            self.compiled[name] = body.strip()

    def start(self):
        for attempt in range(5):
            try:
                self.setup()
                break
            except Exception:
                log.warning("template cache incomplete (attempt %d)", attempt)


class PacedStore:
    def __init__(self, dsn):
        self.dsn = dsn

    def setup(self):
        self.conn = psycopg2.connect(self.dsn)

    def start(self):
        for attempt in range(5):
            try:
                self.setup()
                break
            except Exception:
                time.sleep(2**attempt)
