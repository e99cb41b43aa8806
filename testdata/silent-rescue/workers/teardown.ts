// Teardown: a failure to close a producer that is going away loses no work
// (medium). The outer handler does not see the flush's failure, which the
// inner one takes: it guards no remote work.
import { Kafka } from 'kafkajs';

const kafka = new Kafka({ brokers: ['kafka-1:9092'] });
const producer = kafka.producer();

class SessionGateway {
  constructor(private readonly baseUrl: string) {}

  async close(): Promise<void> {
    await fetch(`${this.baseUrl}/sessions/current`, { method: 'DELETE' });
  }
}

const gateway = new SessionGateway('https://sessions.example.com');

export async function disconnect(): Promise<void> {
  try {
    await gateway.close();
    console.info('disconnected');
  } catch (e: any) { // expect: silent-rescue@medium
    console.error(`disconnect failed: ${e.message}`);
  }
}

let connected = true;

export async function shutdown(): Promise<void> {
  try {
    try {
      await producer.flush();
    } catch (e: any) { // expect: silent-rescue@medium
      console.error(`flush failed: ${e.message}`);
    }
    connected = false;
  } catch (e: any) {
    console.error(`shutdown failed: ${e.message}`);
  }
}
