// "429 is retried here but Retry-After is never read" needs a retry here.
// A 429 check that only picks the message shown, and a status list that only
// predicates use (the retry layer that applies them lives elsewhere, with its
// own delay), retry nothing in this file.
import { isAuthRetryableFetchError, signIn } from './auth';

export const RETRYABLE_HTTP_STATUS_CODES: ReadonlySet<number> = new Set([
  408, 429, 500, 502, 503, 504,
]);

export class ResponseError extends Error {
  constructor(readonly status: number) {
    super(`status ${status}`);
  }

  shouldRetry(): boolean {
    return RETRYABLE_HTTP_STATUS_CODES.has(this.status);
  }
}

export async function signInWithEmail(email: string, password: string) {
  try {
    return await signIn(email, password);
  } catch (cause: any) {
    const isRateLimitError = cause.status === 429;
    const isTransient = isAuthRetryableFetchError(cause);
    const message = isRateLimitError
      ? 'Too many attempts, try again in a minute'
      : 'Could not sign in';
    return { error: message, report: !isRateLimitError && !isTransient };
  }
}

// The retry wraps the request (transport failures); a 429 answer leaves as
// a throttling error for the caller: nothing here retries it.
class Throttled extends Error {}

async function withRetry<T>(action: () => Promise<T>, amount = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (err) {
      if (attempt >= amount) throw err;
      await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 250));
    }
  }
}

export async function searchSubtitles(query: string): Promise<unknown> {
  const res = await withRetry(() => fetch(`https://subs.example.org/search?q=${query}`));
  if (res.status === 429) throw new Throttled('too many requests');
  if (!res.ok) throw new Error(`search failed: ${res.status}`);
  return res.json();
}
