import time


class ThrottleMiddleware:
    """Waits out a throttled answer before the downloader asks again."""

    def process_response(self, request, response, spider):
        if response.status == 429:
            time.sleep(int(response.headers.get("Retry-After", 30)))
            return request.copy()
        return response
