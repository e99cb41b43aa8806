import axios from 'axios';

export async function waitForParts(uploadId: string) {
  while (true) { // expect: sleepless-poll-loop
    const { data } = await axios.get(`https://uploads.internal/uploads/${uploadId}/parts`);
    if (data.parts.length > 0) return data.parts;
  }
}

export async function drainQueue(queueUrl: string) {
  // A drain: each batch is consumed and an empty batch ends the loop.
  const seen: unknown[] = [];
  while (true) {
    const { data } = await axios.get(`https://queue.internal/${queueUrl}/next`);
    if (data.items.length === 0) break;
    seen.push(...data.items);
  }
  return seen;
}
