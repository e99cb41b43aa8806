"""Twin: delivery errors propagate."""
import json
import logging

from confluent_kafka import KafkaException, Producer

log = logging.getLogger(__name__)
producer = Producer({"bootstrap.servers": "kafka-1:9092", "client.id": "billing"})


class PublishError(Exception):
    pass


def publish_invoice(invoice):
    try:
        producer.produce("invoices", key=invoice["id"], value=json.dumps(invoice))
        producer.flush(10)
    except KafkaException as exc:
        raise PublishError(f"invoice {invoice['id']} not published") from exc
