"""The handler hands the error to a method of its own class whose name says
nothing about logging; its definition only logs, so the failure is still
swallowed. A helper that does more (records the failure) or an empty hook a
subclass fills in is not a log."""
import logging

import requests

logger = logging.getLogger(__name__)


class TranslationFetcher:
    def _trace(self, message, error=None):
        if error:
            logger.error("%s: %s", message, error)
        else:
            logger.info(message)

    def _remember_failure(self, url, error):
        FailedTranslation.objects.create(url=url, reason=str(error))

    def _on_failure(self, error):
        pass

    def translate(self, url, text):
        try:
            return requests.post(url, json={"q": text}, timeout=10).json()
        except Exception as exc:  # expect: silent-rescue
            self._trace("cannot translate", exc)
            return None

    def translate_recorded(self, url, text):
        try:
            return requests.post(url, json={"q": text}, timeout=10).json()
        except Exception as exc:
            self._remember_failure(url, exc)
            return None

    def translate_hooked(self, url, text):
        try:
            return requests.post(url, json={"q": text}, timeout=10).json()
        except Exception as exc:
            self._on_failure(exc)
            return None


class FailedTranslation:
    objects = None
