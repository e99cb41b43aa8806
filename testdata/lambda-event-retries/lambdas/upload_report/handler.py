"""An S3-triggered Lambda whose entry point is named in the deployment
(`handler.main`), not `handler`: it takes `(event, context)` and reads the
event's `Records`, so an asynchronous invocation that raises is retried by
the platform (medium for the raw call it reaches)."""
import urllib.parse

from .lookup import council_name


def main(event, context):
    record = event["Records"][0]["s3"]
    key = urllib.parse.unquote_plus(record["object"]["key"])
    return {"key": key, "council": council_name(key.split("/")[0])}
