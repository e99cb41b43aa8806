# A new error whose class the function's retry decorator retries on is that
# retry's signal: the retry decides by the class, not by a status (round 96
# H1, consoleme's role that is not assumable yet). Another class raised
# from the same handler still loses the status.
import boto3
import tenacity
from botocore.exceptions import ClientError
from retrying import retry


class RoleNotReady(Exception):
    pass


class RoleBroken(Exception):
    pass


class Credentials:
    @retry(stop_max_attempt_number=3, wait_exponential_multiplier=1000)
    def cache(self, role, value):
        return {role: value}

    @tenacity.retry(
        wait=tenacity.wait_fixed(2),
        stop=tenacity.stop_after_attempt(10),
        retry=tenacity.retry_if_exception_type(RoleNotReady),
    )
    async def assume(self, role, fresh):
        sts = boto3.client("sts")
        try:
            return sts.assume_role(RoleArn=role, RoleSessionName="console")
        except ClientError as e:
            if fresh:
                raise RoleNotReady(e.response["Error"])
            raise RoleBroken(e.response["Error"])  # expect: rethrow-drops-context
