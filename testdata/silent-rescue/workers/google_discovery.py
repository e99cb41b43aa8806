# A Google API discovery client: `build(...)` makes the client, its resource
# calls only build a request, and `execute()` sends it.
import logging

from googleapiclient.discovery import build
from googleapiclient.errors import HttpError


class CalendarClient:
    def __init__(self, credentials):
        self.credentials = credentials

    def list_events(self, calendar_id):
        with build("calendar", "v3", credentials=self.credentials, cache_discovery=False) as service:
            try:
                response = service.events().list(calendarId=calendar_id).execute()
            except HttpError as e:  # expect: silent-rescue@medium
                logging.warning("listing events failed: %s", e.status_code)
                return None
        return response.get("items", [])

    def stop_channel(self, channel_id, resource_id):
        service = build("calendar", "v3", credentials=self.credentials)
        try:
            service.channels().stop(body={"id": channel_id, "resourceId": resource_id}).execute()
        except Exception:  # expect: silent-rescue
            return False
        return True

    def events_request(self, calendar_id):
        # Building a request is local: nothing is sent until `execute()`.
        service = build("calendar", "v3", credentials=self.credentials)
        try:
            return service.events().list(calendarId=calendar_id)
        except Exception as e:
            logging.warning("bad request: %s", e)
            return None
