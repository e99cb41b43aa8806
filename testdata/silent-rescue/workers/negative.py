import json
import logging

import requests
from urllib3.exceptions import LocationParseError
from urllib3.util import parse_url
import sentry_sdk

logger = logging.getLogger(__name__)

try:
    import ujson
except ImportError:
    ujson = None


class ServiceDown(Exception):
    pass


class Client:
    def fetch(self, url):
        try:
            return self.session_client.get(url)
        except requests.RequestException as e:
            logger.warning("fetch of %s failed", url, exc_info=True)
            raise ServiceDown(url) from e

    def fetch_or_none(self, url):
        try:
            return self.session_client.get(url)
        except requests.HTTPError as e:
            if e.response is not None and e.response.status_code == 404:
                return None
            raise

    def reported(self, url):
        try:
            return self.session_client.get(url)
        except Exception as e:
            sentry_sdk.capture_exception(e)
            return None

    def as_result(self, url):
        try:
            return {"ok": True, "data": self.session_client.get(url)}
        except Exception as e:
            return {"ok": False, "error": str(e)}

    def error_flag(self, url):
        failed = False
        try:
            self.session_client.get(url)
        except Exception:
            failed = True
        return failed

    def field(self, url):
        try:
            return self.session_client.get(url).json()["id"]
        except KeyError:
            return None

    def with_attempts(self, url):
        for attempt in range(3):
            try:
                return self.session_client.get(url)
            except requests.ConnectionError:
                logger.warning("attempt %d failed", attempt)
        raise ServiceDown(url)

    def cached(self, key):
        try:
            return self.redis_client.get(key)
        except Exception:  # expect: silent-rescue@medium
            return None

    def missing(self, name):
        try:
            return self.catalog_api.get(name)
        except CatalogNotFound:
            return None

    def close(self):
        try:
            self.flush()
        finally:
            try:
                self.session_client.close()
            except Exception:
                pass


def redis_version(cache):
    try:
        client = cache.client.get_client()
        return client.info()["redis_version"]
    except Exception:
        return None


def parse(raw):
    try:
        return json.loads(raw)
    except Exception:
        return None


def read_settings(path):
    try:
        with open(path) as fh:
            return fh.read()
    except FileNotFoundError:
        return ""


def local_only(values):
    # Silent, with no remote work: spec case (c), medium.
    try:
        values.sort()
    except Exception:  # expect: silent-rescue@medium
        pass


def render(report):
    try:
        return report.render()
    except Exception:
        logger.exception("render failed")
        return ""


# A URL-parse error of an HTTP library: input validation, no request is sent.
def repo_paths(urls):
    paths = []
    for url in urls:
        try:
            parsed = parse_url(url)
        except LocationParseError:
            continue
        paths.append(parsed.path)
    return paths


# Per-item isolation in a batch command: each failure is logged with its
# traceback and the other items go on.
class Command(BaseCommand):
    def handle(self, **options):
        for record in Record.objects.filter(stale=True):
            try:
                record.compact(wait=True)
            except Exception:
                logger.exception("compacting %s failed", record.pk)
        return "done"


# Optional things named by the spec: not failures of remote work.
def optional_extras(stream, sock_client):
    try:
        import ujson as json_impl  # noqa: F401
    except ModuleNotFoundError:
        json_impl = None
    try:
        return next(stream)
    except StopIteration:
        return None


def run_forever(service_client):
    try:
        service_client.serve()
    except KeyboardInterrupt:
        pass


def push_update(url, payload):
    # An earlier clause re-raises the network failures (so the caller or the
    # task queue retries them); the catch-all only sees local errors.
    try:
        requests.post(url, json=payload, timeout=10).raise_for_status()
    except (requests.ConnectionError, requests.Timeout):
        raise
    except Exception:
        logger.warning("could not render the update payload")


def presigned_upload(s3_client, bucket, key):
    # Signing happens in process: no request is made.
    try:
        return s3_client.generate_presigned_post(Bucket=bucket, Key=key)
    except ClientError as e:
        print(f"could not sign: {e}")
        return None
