// Kafka producers are remote: a failed send is swallowed here.
import { Kafka } from 'kafkajs';
const kafka = new Kafka({ clientId: 'app', brokers: ['kafka:9092'] });
const producer = kafka.producer();
export async function publish(event: object) {
  try {
    await producer.send({ topic: 'events', messages: [{ value: JSON.stringify(event) }] });
  } catch (e: any) { // expect: silent-rescue
    console.log(e.message);
  }
}
