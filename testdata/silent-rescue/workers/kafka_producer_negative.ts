// Twin: the failed send propagates (with context).
import { Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'orders', brokers: ['kafka-1:9092', 'kafka-2:9092'] });
const producer = kafka.producer({ idempotent: true });

export async function publishOrderPlaced(order: { id: string }) {
  try {
    await producer.send({ topic: 'orders.placed', messages: [{ key: order.id, value: JSON.stringify(order) }] });
  } catch (e) {
    console.warn('order event not published', (e as Error).message);
    throw new Error(`publish of order ${order.id} failed`, { cause: e });
  }
}
