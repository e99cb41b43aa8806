import pRetry, { AbortError } from 'p-retry';
import retry from 'async-retry';

// Every status below 500 stops the retry: 429 included.
export function fetchProfile(url: string) {
  return pRetry(async () => {
    const res = await fetch(url);
    if (res.ok) return res.json();
    if (res.status < 500) { // expect: retry-skips-throttling
      throw new AbortError(`profile fetch failed: ${res.status}`);
    }
    throw new Error(`profile fetch failed: ${res.status}`);
  }, { retries: 4 });
}

export function fetchBrand(url: string) {
  return retry(async (bail) => {
    const res = await fetch(url);
    if (500 > res.status) { // expect: retry-skips-throttling
      bail(new Error(`brand lookup failed: ${res.status}`));
      return undefined;
    }
    return res.json();
  }, { retries: 3 });
}

// 429 is kept in the retry: not reported.
export function fetchRates(url: string) {
  return pRetry(async () => {
    const res = await fetch(url);
    if (res.ok) return res.json();
    if (res.status < 500 && res.status !== 429) {
      throw new AbortError(`rates failed: ${res.status}`);
    }
    throw new Error(`rates failed: ${res.status}`);
  }, { retries: 4 });
}

// Below 500 the answer is returned, not the retry stopped: not this shape.
export function fetchQuote(url: string) {
  return pRetry(async () => {
    const res = await fetch(url);
    if (res.status < 500) {
      return res;
    }
    throw new Error(`quote failed: ${res.status}`);
  }, { retries: 2 });
}
