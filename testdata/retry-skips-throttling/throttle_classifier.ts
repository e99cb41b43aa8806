// Status vocabulary of a delivery proxy: server errors and throttling are
// classified apart, and callers take each its own way (medium).
export function isStatusRetryable(status: number): boolean {
  return status >= 500 && status < 600; // expect: retry-skips-throttling@medium
}

export function isStatusThrottled(status: number): boolean {
  return status === 429;
}

export const isStatusSuccess = (status: number) => status >= 200 && status < 300;
