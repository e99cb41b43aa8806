// Unattended code (a worker directory): a retry predicate that skips 429 (high).
import axios from 'axios';

export async function syncWithRetry(url: string, attempt = 0): Promise<unknown> {
  try {
    return (await axios.get(url)).data;
  } catch (error: any) {
    const retryable = error.response?.status >= 500; // expect: retry-skips-throttling
    if (retryable && attempt < 3) {
      await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
      return syncWithRetry(url, attempt + 1);
    }
    throw error;
  }
}
