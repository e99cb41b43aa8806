// A function handed to another client as its `fetch` is that client's
// transport: retries belong to the client around it (medium). The same
// request in a function nobody wraps has no retry (high).
import ky from 'ky';

export const pinnedFetch = async (input: string | URL, init?: RequestInit): Promise<Response> => {
  return fetch(input, { ...init, redirect: 'manual' }); // expect: missing-retry@medium
};

export const api = ky.create({ fetch: pinnedFetch });

export async function loadCatalog(): Promise<Response> {
  return fetch('https://catalog.example.com/items', { redirect: 'manual' }); // expect: missing-retry
}

export async function loadPrices(): Promise<Response> {
  // A local `fetch` elsewhere in the file does not hide this global one.
  return fetch('https://prices.example.com/today'); // expect: missing-retry
}
