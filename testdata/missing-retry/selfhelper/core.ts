// The retrying helper itself, called from a tracing wrapper, is not a call
// that lacks a retry.
export async function zodFetch(url: string, init: RequestInit) {
  return traced(url, async () => {
    const result = await doFetchWithRetries(url, init);
    return result;
  });
}

async function doFetchWithRetries(url: string, init: RequestInit, attempt = 1): Promise<Response> {
  try {
    const res = await fetch(url, init);
    if (res.status >= 500 || res.status === 429) {
      throw new Error(`status ${res.status}`);
    }
    return res;
  } catch (err) {
    if (attempt >= 3) {
      throw err;
    }
    await new Promise((r) => setTimeout(r, 2 ** attempt * 100));
    return doFetchWithRetries(url, init, attempt + 1);
  }
}

declare function traced<T>(name: string, fn: () => Promise<T>): Promise<T>;
