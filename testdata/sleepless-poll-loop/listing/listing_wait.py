import boto3

s3 = boto3.client("s3")


def wait_for_outputs(bucket, prefix):
    while True:  # expect: sleepless-poll-loop
        listing = s3.list_objects_v2(Bucket=bucket, Prefix=prefix).get("Contents", [])
        if listing:
            return listing


def drain(bucket, prefix):
    # Drains pages: the token changes, and an empty page ends it.
    token = None
    out = []
    while True:
        kw = {"ContinuationToken": token} if token else {}
        page = s3.list_objects_v2(Bucket=bucket, Prefix=prefix, **kw)
        if not page.get("Contents"):
            break
        out.extend(page["Contents"])
        token = page.get("NextContinuationToken")
    return out
