// kafkajs producer: a failed send is swallowed.
import { Kafka, KafkaJSError } from 'kafkajs';

const kafka = new Kafka({ clientId: 'orders', brokers: ['kafka-1:9092', 'kafka-2:9092'] });
const producer = kafka.producer({ idempotent: true });

export async function publishOrderPlaced(order: { id: string }) {
  try {
    await producer.send({ topic: 'orders.placed', messages: [{ key: order.id, value: JSON.stringify(order) }] });
  } catch (e) { // expect: silent-rescue
    console.warn('order event not published', (e as Error).message);
  }
}

export async function publishOrderShipped(order: { id: string }) {
  try {
    await producer.send({ topic: 'orders.shipped', messages: [{ key: order.id, value: JSON.stringify(order) }] });
  } catch (e) {
    // Conditional rethrow: only the broker's own errors are swallowed.
    if (e instanceof KafkaJSError) {
      console.warn('broker said no', e.message);
      return false;
    }
    throw e;
  }
  return true;
}
