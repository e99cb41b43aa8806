from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError
from slack_sdk.web import SlackResponse

client = WebClient(token="xoxb-token")


# Each pass asks for another channel name; the response is typed with the
# SDK's `SlackResponse`, a value read in process (`response.get("ok")` sends
# nothing), so every remote call of the loop changes between attempts.
def create_incident_channel(base_name):
    i = 0
    while True:
        name = base_name if i == 0 else f"{base_name}-{i}"
        try:
            response: SlackResponse = client.conversations_create(name=name)
            if response.get("ok"):
                return response.get("channel")
        except SlackApiError as e:
            if e.response.get("error") != "name_taken":
                raise
        i += 1


# Asking for the same name again after any failure is a blind retry.
def create_fixed_channel(name):
    for _ in range(3):  # expect: retry-without-delay
        try:
            response: SlackResponse = client.conversations_create(name=name)
            return response.get("channel")
        except SlackApiError:
            continue
    raise RuntimeError("channel not created")
