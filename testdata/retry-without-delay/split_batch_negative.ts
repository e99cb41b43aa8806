import axios from 'axios';

// Too large: send each half. A smaller part of the work, not a retry.
export async function ingest(events: unknown[]): Promise<void> {
  try {
    await axios.post('https://events.example.com/ingest', events);
  } catch (err) {
    if (events.length <= 1) throw err;
    const mid = Math.floor(events.length / 2);
    await ingest(events.slice(0, mid));
    await ingest(events.slice(mid));
  }
}
