// A consumer that acknowledges the message only after the work succeeded:
// a failure leaves it on the queue, which delivers it again (medium).
import amqp from 'amqplib';
import axios from 'axios';

export async function start(): Promise<void> {
  const conn = await amqp.connect('amqp://broker.example.com');
  const channel = await conn.createChannel();
  await channel.consume('parse', async (msg) => {
    if (!msg) return;
    try {
      await axios.post('https://api.example.com/parse', msg.content.toString());
      channel.ack(msg);
    } catch (e: any) { // expect: silent-rescue@medium
      console.error(`parse failed: ${e.message}`);
    }
  });
}
