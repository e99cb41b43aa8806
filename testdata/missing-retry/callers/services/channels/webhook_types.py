import requests


class WhatsAppCloudType:
    def deactivate(self, channel):
        # Its only caller (Channel.release) catches any failure, logs it and
        # finishes the release: removing the webhook is best effort.
        requests.delete(  # expect: missing-retry@medium
            "https://graph.facebook.com/v18.0/%s/subscribed_apps" % channel.address,
            params={"access_token": channel.config["auth_token"]},
        )

    def phone_numbers(self, channel):
        # Channel.claim lets the failure through: the claim fails.
        resp = requests.get(  # expect: missing-retry
            "https://graph.facebook.com/v18.0/%s/phone_numbers" % channel.address,
            params={"access_token": channel.config["auth_token"]},
        )
        resp.raise_for_status()
        return resp.json()["data"]
