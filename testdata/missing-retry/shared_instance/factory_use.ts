// A client known by the factory that builds it, not by its name.
import { makeCache, makeClient, makeRetryingClient } from './factory';

export async function syncInvoice(id: string) {
  const client = makeClient('https://billing.example.com');
  const res = await client.get(`/invoices/${id}`); // expect: missing-retry@medium
  return res.data;
}

export async function syncRefund(id: string) {
  // The factory configures retries on the instance it returns.
  const client = makeRetryingClient('https://billing.example.com');
  const res = await client.get(`/refunds/${id}`);
  return res.data;
}

export function cached(key: string) {
  // The factory builds a Map: local work.
  const client = makeCache();
  return client.get(key);
}
