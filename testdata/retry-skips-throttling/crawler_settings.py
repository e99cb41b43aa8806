# Settings of a crawler whose downloader retries server errors; the project
# answers throttling in its own middleware (crawler_middleware.py).
BOT_NAME = "harvester"
CONCURRENT_REQUESTS = 4
RETRY_ENABLED = True
RETRY_TIMES = 4

RETRY_HTTP_CODES = [500, 502, 503, 504, 408]  # 429 waits in the middleware  # expect: retry-skips-throttling@medium

FEED_RETRY_CODES = [500, 502, 503]  # expect: retry-skips-throttling
