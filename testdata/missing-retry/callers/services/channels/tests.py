from unittest import mock

from services.channels.webhook_types import WhatsAppCloudType


class WhatsAppCloudTypeTest:
    # Django's per-app test module: its calls are not where the code runs.
    @mock.patch("requests.delete")
    def test_deactivate(self, mock_delete):
        channel = mock.Mock(address="1234", config={"auth_token": "t"})
        WhatsAppCloudType().deactivate(channel)
        mock_delete.assert_called_once()
