# A client whose own option waits out rate limits (`handle_rate_limit`)
# handles a 429 whatever its status list says: not reported. The same list
# without that option is.
from twitter_ads.client import Client


def ads_client(keys):
    return Client(
        keys["key"],
        keys["secret"],
        keys["token"],
        keys["token_secret"],
        options={
            "handle_rate_limit": True,
            "retry_max": 10,
            "retry_delay": 5000,
            "retry_on_status": [500, 503, 504],
        },
    )


def ads_client_no_wait(keys):
    return Client(
        keys["key"],
        keys["secret"],
        keys["token"],
        keys["token_secret"],
        options={
            "handle_rate_limit": False,
            "retry_max": 10,
            "retry_delay": 5000,
            "retry_on_status": [500, 503, 504],  # expect: retry-skips-throttling
        },
    )
