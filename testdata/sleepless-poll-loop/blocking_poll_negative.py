# A consumer's poll blocks for up to its interval when nothing has arrived:
# the loop waits on the broker, it does not spin.
from confluent_kafka import Consumer


class ChangelogWorker:
    def __init__(self, servers, topic, poll_interval=10.0):
        self.consumer = Consumer({"bootstrap.servers": servers, "group.id": "changelog"})
        self.topic = topic
        self.poll_interval = poll_interval

    def run(self):
        self.consumer.subscribe([self.topic])
        while True:
            msg = self.consumer.poll(self.poll_interval)
            if not msg:
                continue
            if msg.error():
                raise RuntimeError(msg.error())
            self.handle(msg.value())

    def handle(self, value):
        print(value)
