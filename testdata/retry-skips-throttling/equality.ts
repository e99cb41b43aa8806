import axios from 'axios';

// A retry predicate that answers yes for a 500 (and a timeout) only.
function isErrorToRetry(err: any): boolean {
  const isTimeout = err.code === 'ECONNABORTED';
  const is500 = err.response && err.response.status === 500; // expect: retry-skips-throttling
  return isTimeout || is500;
}

// The same decision with 429 in it: not reported.
function shouldRetry(err: any): boolean {
  return err.response?.status === 503 || err.response?.status === 429;
}

export async function lookup(id: string) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return (await axios.get(`https://vault.example.com/ids/${id}`, { timeout: 2000 })).data;
    } catch (err) {
      if ((isErrorToRetry(err) || shouldRetry(err)) && attempt < 3) {
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      throw err;
    }
  }
}

// A 500 that ends the retry (it gives up on it), not one it retries.
export async function fetchWithRetry(url: string) {
  for (let i = 0; i < 3; i++) {
    try {
      return await axios.get(url);
    } catch (e: any) {
      if (e.response?.status === 500) throw e;
      await new Promise((r) => setTimeout(r, 1000 * 2 ** i));
    }
  }
}
