// A queue client's receive blocks for up to its wait time when the queue is
// empty: the loop waits on the broker, it does not spin.
import { QueueClient } from "./queue-client";

export async function drain(client: QueueClient, waitSeconds: number) {
  while (true) {
    const batch = await client.receive(waitSeconds);
    if (!batch || batch.length === 0) {
      continue;
    }
    if (batch[0].error) {
      throw new Error(String(batch[0].error));
    }
    await Promise.all(batch.map((m) => client.ack(m)));
  }
}
