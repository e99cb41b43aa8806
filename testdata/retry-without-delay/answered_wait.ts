// A wait that runs only on an answer (after the request, inside the try)
// is skipped when the request throws: the catch goes round at once
// (reported). A wait in the catch covers the failure (not reported).
import axios from 'axios';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchQuota(url: string): Promise<unknown> {
  let tries = 0;
  while (tries < 3) { // expect: retry-without-delay
    try {
      const res = await axios.get(url, { validateStatus: () => true });
      if (res.status === 200) {
        return res.data;
      }
      if (res.status === 503) {
        await sleep(1000);
        continue;
      }
      tries += 1;
    } catch (err) {
      tries += 1;
      console.warn('quota service unreachable', err);
    }
  }
  return null;
}

export async function fetchLimits(url: string): Promise<unknown> {
  let tries = 0;
  while (tries < 3) {
    try {
      const res = await axios.get(url, { validateStatus: () => true });
      if (res.status === 200) {
        return res.data;
      }
      tries += 1;
    } catch (err) {
      tries += 1;
      console.warn('limits service unreachable', err);
      await sleep(1000 * 2 ** tries);
    }
  }
  return null;
}
