// The file reads Retry-After, but only in a logger; the retry that covers 429
// never waits for it.
import axios, { AxiosResponse } from 'axios';

export function logThrottle(res: AxiosResponse) {
  console.info('throttled, server asks to wait', res.headers['retry-after']);
}

export async function getWithRetry(url: string) {
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      return await axios.get(url);
    } catch (err: any) {
      const status = err.response?.status;
      if (status === 429 || status >= 500) { // expect: retry-skips-throttling@medium
        await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
        continue;
      }
      throw err;
    }
  }
}
