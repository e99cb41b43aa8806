// Retries live on one instance only; the other is built with retries off.
import axios from 'axios';
import axiosRetry from 'axios-retry';
import got from 'got';

const catalog = axios.create({ baseURL: 'https://catalog.example.com' });
axiosRetry(catalog, { retries: 3, retryDelay: axiosRetry.exponentialDelay });

const audit = axios.create({ baseURL: 'https://audit.example.com' });
axiosRetry(audit, { retries: 0 });

const noRetryGot = got.extend({ prefixUrl: 'https://search.example.com', retry: { limit: 0 } });

export async function product(id: string) {
  return (await catalog.get(`/products/${id}`)).data;
}

export async function recordView(id: string) {
  await audit.post('/events', { type: 'view', id }); // expect: missing-retry@medium
}

export async function search(q: string) {
  return noRetryGot.get('items', { searchParams: { q } }).json(); // expect: missing-retry@medium
}

export async function suggest(q: string) {
  return got('https://search.example.com/suggest', { searchParams: { q }, retry: 0 }).json(); // expect: missing-retry@medium
}
