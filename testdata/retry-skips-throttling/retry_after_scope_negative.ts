import axios from 'axios';

export async function getWithRetry(url: string) {
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      return await axios.get(url);
    } catch (err: any) {
      const status = err.response?.status;
      if (status === 429 || status >= 500) {
        const wait = Number(err.response?.headers['retry-after'] ?? 0) * 1000 || 200 * 2 ** attempt;
        await new Promise((r) => setTimeout(r, wait));
        continue;
      }
      throw err;
    }
  }
}
