// `await timeout(ms);` as a statement waits: a promise of one duration,
// awaited for nothing but the time it takes.
import axios from 'axios';
import { timeout } from '@acme/common';

export async function getMember(id: string, attempt = 0): Promise<unknown> {
  try {
    const res = await axios.get(`https://members.example.com/members/${id}`);
    return res.data;
  } catch (err: any) {
    if (err.response?.status === 429 && attempt < 5) {
      const retryAfter = Number(err.response.headers['retry-after'] ?? 1);
      await timeout(1000 * retryAfter);
      return getMember(id, attempt + 1);
    }
    throw err;
  }
}
