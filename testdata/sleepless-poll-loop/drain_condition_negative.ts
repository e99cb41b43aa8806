// A loop that drains a queue: it goes round while the last batch was
// non-empty and acknowledges every item it took (round 45 H11). It stops
// when the queue is empty; nothing is waited for.
import axios from 'axios';

const events = axios.create({ baseURL: 'https://events.example.com' });

class EventQueue {
  async findAllPending(): Promise<{ id: string }[]> {
    return (await events.get('/pending')).data;
  }

  async acknowledge(event: { id: string }): Promise<void> {
    await events.post(`/ack/${event.id}`);
  }
}

export async function drainEvents(queue: EventQueue, max: number): Promise<number> {
  let handled = 0;
  let remaining = max;
  let batch: { id: string }[] = [];
  do {
    batch = await queue.findAllPending();
    for (const event of batch) {
      await queue.acknowledge(event);
    }
    handled += batch.length;
    remaining -= batch.length;
  } while (batch.length > 0 && remaining > 0);
  return handled;
}
