import axios, { AxiosError } from "axios";

interface RetryOptions {
  retryOn?: number[];
  attempts?: number;
}

// The statuses to retry: the caller's, else a default given with `??`,
// which leaves out 429.
export async function withRetry<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const retryOn = options.retryOn ?? [500, 502, 503, 504]; // expect: retry-skips-throttling
  const attempts = options.attempts || 3;
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (err) {
      const status = (err as AxiosError).response?.status ?? 0;
      if (i >= attempts - 1 || !retryOn.includes(status)) throw err;
      await new Promise((r) => setTimeout(r, 2 ** i * 500));
    }
  }
}

// The same with `||` and 429 in the default: only the Retry-After refinement (medium).
export function throttleAwareStatuses(options: RetryOptions = {}): number[] {
  const retryStatuses = options.retryOn || [429, 500, 502, 503, 504]; // expect: retry-skips-throttling@medium
  return retryStatuses;
}

// A fallback list of a function that has nothing to do with retries.
export function errorPages(known?: number[]) {
  const codes = known ?? [500, 502, 504];
  return codes.map((code) => `errors/${code}.html`);
}

export const fetchUser = (id: string) => withRetry(() => axios.get(`/users/${id}`));
