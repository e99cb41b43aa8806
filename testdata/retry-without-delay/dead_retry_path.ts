import axios from "axios";

export class QueueRetryableError extends Error {}
export class RelayRetryableError extends Error {}

// Nothing outside the tests throws QueueRetryableError: a dead retry path.
export async function enqueue(url: string, job: unknown) {
  for (let attempt = 0; attempt < 5; attempt++) { // expect: retry-without-delay@medium
    try {
      return await axios.post(url, job);
    } catch (err) {
      if (!(err instanceof QueueRetryableError)) throw err;
    }
  }
}

export async function relay(url: string, job: unknown) {
  for (let attempt = 0; attempt < 5; attempt++) { // expect: retry-without-delay
    try {
      const res = await axios.post(url, job, { validateStatus: () => true });
      if (res.status === 503) throw new RelayRetryableError(url);
      return res;
    } catch (err) {
      if (!(err instanceof RelayRetryableError)) throw err;
    }
  }
}
