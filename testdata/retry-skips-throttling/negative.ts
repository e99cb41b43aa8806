import axios from 'axios';

// 429 is part of the retry decision, and Retry-After is honoured.
axios.interceptors.response.use(undefined, async (error) => {
  const status = error.response?.status;
  const retryable = status === 429 || status >= 500;
  if (!retryable) throw error;
  const waitSeconds = Number(error.response.headers['retry-after'] ?? 1);
  await new Promise((r) => setTimeout(r, waitSeconds * 1000));
  return axios(error.config);
});

// A list that contains 429.
export const RETRIABLE_STATUS_CODES = [429, 502, 503, 504];

// Network error codes only: not a status collection.
export const RETRY_CODES = ['ECONNRESET', 'ETIMEDOUT', 'ECONNABORTED', 'EAI_AGAIN'];

// A 5xx comparison outside retry code: choosing a log level.
export function logLevelFor(status: number) {
  return status >= 500 ? 'error' : 'warn';
}

// Retry code that handles rate limiting by name.
export async function retryingFetch(url: string) {
  for (let i = 0; i < 3; i++) {
    try {
      return await fetch(url);
    } catch (err: any) {
      if (err.code === 'RateLimited') {
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      if (err.status >= 500) {
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      throw err;
    }
  }
  return fetch(url);
}

// A threshold that includes 429.
export const shouldRetry = (status: number) => status >= 400;

// Not statuses at all.
export const RETRY_DELAYS_MS = [500, 1000, 2000];

// 429 is covered by a status list declared elsewhere in the file.
const RETRYABLE_STATUS_LIST: number[] = [408, 429];

export function shouldRetryRequest(err: { response?: { status: number } }): boolean {
  if (err.response && err.response.status >= 500 && err.response.status <= 599) {
    return true;
  }
  return Boolean(err.response && RETRYABLE_STATUS_LIST.includes(err.response.status));
}

// An error-to-response mapper on the server side: `>= 500` picks the log
// level and hides internals; "retry" is only words in the reply.
export function toProblemResponse(error: { status: number; message: string }) {
  if (error.status >= 500) {
    console.error(error);
    return { status: error.status, body: { detail: 'Something went wrong, please retry later' } };
  }
  return { status: error.status, body: { detail: error.message } };
}
