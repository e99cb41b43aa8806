"""confluent_kafka producer: delivery errors are swallowed.

KafkaException is the client's failure class; logged in full (the error
object, a traceback), the failure is still swallowed (high)."""
import json
import logging

from confluent_kafka import KafkaException, Producer

log = logging.getLogger(__name__)
producer = Producer({"bootstrap.servers": "kafka-1:9092", "client.id": "billing"})


def publish_invoice(invoice):
    try:
        producer.produce("invoices", key=invoice["id"], value=json.dumps(invoice))
        producer.flush(10)
    except KafkaException as exc:  # expect: silent-rescue@medium
        log.warning("invoice event dropped: %s", exc)


def publish_refund(refund):
    try:
        producer.produce("refunds", key=refund["id"], value=json.dumps(refund))
    except Exception:  # expect: silent-rescue
        log.exception("refund event dropped")
        return False
    return True
