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
