import axios from 'axios';
import { withRetries } from './retry';

// `mirror.fetchItem(id)` inside the helper is another object's method: the
// file's own `fetchItem` is not called through `withRetries`.
export async function fetchItem(id: string) {
  return axios.get(`https://catalog.example.com/items/${id}`); // expect: missing-retry
}

export async function refreshItem(id: string) {
  return withRetries(() => axios.get(`https://catalog.example.com/items/${id}/refresh`));
}

export async function sync(mirror: { fetchItem(id: string): Promise<unknown> }, id: string) {
  return withRetries(() => mirror.fetchItem(id));
}
