import boto3

_client = None


def s3():
    global _client
    if _client is None:
        _client = boto3.session.Session().client("s3")
    return _client


def list_keys(bucket, prefix):
    # The continuation token changes every round: a listing, not a poll.
    keys = []
    more = True
    extra = {}
    while more:
        response = s3().list_objects_v2(Bucket=bucket, Prefix=prefix, **extra)
        keys.extend(o["Key"] for o in response.get("Contents", []))
        more = response["IsTruncated"]
        if more:
            extra = {"ContinuationToken": response["NextContinuationToken"]}
    return keys
