// Twin: both instances retry; got keeps its default retries.
import axios from 'axios';
import axiosRetry from 'axios-retry';
import got from 'got';

const catalog = axios.create({ baseURL: 'https://catalog.example.com' });
axiosRetry(catalog, { retries: 3, retryDelay: axiosRetry.exponentialDelay });

const audit = axios.create({ baseURL: 'https://audit.example.com' });
axiosRetry(audit, { retries: 2 });

export async function product(id: string) {
  return (await catalog.get(`/products/${id}`)).data;
}

export async function recordView(id: string) {
  await audit.post('/events', { type: 'view', id });
}

export async function suggest(q: string) {
  return got('https://search.example.com/suggest', { searchParams: { q } }).json();
}
