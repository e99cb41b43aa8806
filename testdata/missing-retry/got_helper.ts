// got retries GET requests twice by default; the file's helper adds a longer
// backoff around the catalogue reads. The price read outside the helper is
// still covered by got's own retry: worth a look, not a call with no retry.
import got from 'got';

const api = got.extend({ prefixUrl: 'https://catalog.example.com/v2', timeout: { request: 10_000 } });

async function withBackoff<T>(fn: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i + 1 >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 500 * 2 ** i));
    }
  }
}

export async function loadProduct(sku: string) {
  return withBackoff(() => api.get(`products/${sku}`).json());
}

export async function loadStock(sku: string) {
  return withBackoff(() => api.get(`stock/${sku}`).json());
}

export async function loadPrice(sku: string) {
  return api.get(`prices/${sku}`).json(); // expect: missing-retry@medium
}
