import axios from "axios";

async function withRetries<T>(fn: () => Promise<T>): Promise<T | undefined> {
  for (let i = 0; i < 3; i++) { // expect: retry-without-delay@medium
    try {
      return await fn();
    } catch (err) {
      // go round
    }
  }
  return undefined;
}

// Only a yes/no health check runs the helper: a failed attempt is the answer.
export async function isHealthy(url: string): Promise<boolean> {
  const res = await withRetries(() => axios.get(`${url}/health`));
  return res !== undefined;
}

// Real work with the same loop shape: the retry hammers a failing upstream.
export async function pushInvoice(url: string, invoice: unknown) {
  for (let i = 0; i < 3; i++) { // expect: retry-without-delay
    try {
      return await axios.post(url, invoice);
    } catch (err) {
      // go round
    }
  }
  throw new Error("upstream unavailable");
}
