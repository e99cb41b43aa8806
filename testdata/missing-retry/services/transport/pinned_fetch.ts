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
