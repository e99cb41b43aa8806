// Shapes of incidents 004 (axios interceptor retrying >= 500 and network codes
// but not 429) and 001 (a `retryable` helper whose predicate is `> 500`).
import _axios from 'axios';

const NETWORK_CODES = ['ECONNRESET', 'ETIMEDOUT', 'ECONNABORTED', 'EAI_AGAIN'];
const MAX_TRIES = 3;

export const http = _axios.create({ timeout: 30000 });

http.interceptors.response.use(undefined, async (err) => {
  const cfg = err.config;
  if (!cfg) throw err;
  cfg.__retryCount = cfg.__retryCount || 0;
  const shouldRetry =
    NETWORK_CODES.includes(err.code) || (err.response?.status && err.response.status >= 500); // expect: retry-skips-throttling
  if (!shouldRetry || cfg.__retryCount >= MAX_TRIES) {
    throw err;
  }
  cfg.__retryCount += 1;
  await new Promise((r) => setTimeout(r, 1000 * 2 ** cfg.__retryCount));
  return http(cfg);
});

export class AuthClient {
  withRetries = <T>(op: () => Promise<T>, attempt = 0): Promise<T> =>
    new Promise((resolve, reject) => {
      op()
        .then(resolve)
        .catch((e) => {
          if (e && e.statusCode > 500 && attempt < 3) { // expect: retry-skips-throttling
            setTimeout(() => {
              this.withRetries(op, attempt + 1).then(resolve).catch(reject);
            }, 500);
          } else {
            reject(e);
          }
        });
    });
}

export function isRetriable(status: number): boolean {
  return status >= 500 && status < 600; // expect: retry-skips-throttling
}

export const RETRYABLE_STATUS_CODES = [500, 502, 503, 504]; // expect: retry-skips-throttling

export const RETRY_HTTP_STATUSES = new Set([502, 503, 504]); // expect: retry-skips-throttling

const gotOptions = {
  retry: {
    limit: 4,
    statusCodes: [408, 500, 502, 503], // expect: retry-skips-throttling
  },
};

// 429 is retried, but the wait header is never read (secondary, info).
export async function retryOnStatus(call: () => Promise<Response>) {
  for (let i = 0; i < 3; i++) {
    const res = await call();
    if (res.status === 429 || res.status >= 500) { // expect: retry-skips-throttling@medium
      await new Promise((r) => setTimeout(r, 2 ** i * 1000));
      continue;
    }
    return res;
  }
  return call();
}

export { gotOptions };

// Status-list options under another key.
import kyRetry from 'ky';
export const billing = kyRetry.create({ prefixUrl: 'https://billing.example.com', retryOn: [502, 503, 504] }); // expect: retry-skips-throttling
