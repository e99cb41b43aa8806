import axios from 'axios';
import axiosRetry from 'axios-retry';

export class TooManyRequestsError extends Error {}

// Server errors are retried by the client; a 429 is turned into a typed
// error that the queue consumer schedules for later (medium).
export const RETRYABLE_STATUS_CODES = [500, 502, 503, 504]; // expect: retry-skips-throttling@medium

const client = axios.create({ baseURL: 'https://inventory.example.com' });
axiosRetry(client, {
  retries: 4,
  retryCondition: (error) => RETRYABLE_STATUS_CODES.includes(error.response?.status ?? 0),
});

export async function getItem(id: string) {
  const res = await client.get(`/items/${id}`, { validateStatus: () => true });
  if (res.status === 429) {
    throw new TooManyRequestsError(String(res.headers['retry-after']));
  }
  return res.data;
}
