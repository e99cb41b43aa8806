# Teardown: a failure to close a producer that is going away loses no work
# (medium). A handler around an inner try that already takes the flush's
# failure does not see that failure: it guards no remote work.
from aiokafka import AIOKafkaProducer


class EventQueue:
    def __init__(self, servers):
        self.producer = AIOKafkaProducer(bootstrap_servers=servers)

    async def disconnect(self):
        try:
            await self.producer.stop()
            print("disconnected")
        except Exception as e:  # expect: silent-rescue@medium
            print(f"disconnect failed: {e}")

    async def shutdown(self):
        try:
            try:
                await self.producer.flush()
            except Exception as e:  # expect: silent-rescue@medium
                print(f"flush failed: {e}")
            self.connected = False
        except Exception as e:
            print(f"shutdown failed: {e}")
