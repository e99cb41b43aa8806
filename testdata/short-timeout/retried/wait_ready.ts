// See wait_ready.py: a retried attempt is medium, a single call high.
import axios from 'axios';

export async function waitUntilReady(url: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      await axios.get(url, { timeout: 1000 }); // expect: short-timeout@medium
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error('service never became ready');
}

export async function fetchConfig(url: string) {
  const res = await axios.get(url, { timeout: 1000 }); // expect: short-timeout
  return res.data;
}
