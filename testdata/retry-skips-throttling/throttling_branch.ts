import axios from 'axios';

export async function fetchMedia(url: string, attempts: number): Promise<unknown> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return (await axios.get(url)).data;
    } catch (err: any) {
      const status = err.response?.status;
      // 429 takes its own branch, with a wait of its own.
      if ([502, 503].includes(status)) {
        await retryWithBackoff(attempt);
        continue;
      } else if (status === 429) {
        await retryWithBackoff(attempt);
        continue;
      }
      throw err;
    }
  }
}

export async function fetchPart(url: string, attempts: number): Promise<unknown> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return (await axios.get(url)).data;
    } catch (err: any) {
      const status = err.response?.status;
      if ([502, 503].includes(status)) { // expect: retry-skips-throttling
        await retryWithBackoff(attempt);
        continue;
      } else if (status === 404) {
        return undefined;
      }
      throw err;
    }
  }
}

async function retryWithBackoff(attempt: number): Promise<void> {
  await new Promise(r => setTimeout(r, 500 * 2 ** attempt));
}
