import logging

from services.channels.webhook_types import WhatsAppCloudType

logger = logging.getLogger(__name__)


class Channel:
    type = WhatsAppCloudType()

    def release(self, user):
        # Calling out to an external API can fail; the release goes on.
        try:
            self.type.deactivate(self)
        except Exception:  # expect: silent-rescue@medium
            logger.error("Unable to deactivate a channel", exc_info=True)
        self.is_active = False
        self.save(update_fields=("is_active",))

    def claim(self, user):
        self.numbers = self.type.phone_numbers(self)
        self.is_active = True
        self.save(update_fields=("is_active",))
