import { setTimeout as sleep } from 'node:timers/promises';

// The loop re-sends the same request until its status succeeds: a retry
// (with backoff) is right there, so "has no retry" would be false.
export async function fetchPriceList(url: string) {
  for (let i = 0; i < 4; i++) {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    if (res.ok) {
      return res.json();
    }
    await sleep(250 * 2 ** i);
  }
  throw new Error(`price list unavailable: ${url}`);
}
