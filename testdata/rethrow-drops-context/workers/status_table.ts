import axios from 'axios';

export class RetryRequestError extends Error {}
export class UpstreamTimeoutError extends Error {}

// A translation table: the status is read and decided on here, and the new
// error's class carries the decision (medium).
export async function invokeFunction(name: string, events: unknown[]) {
  try {
    return (await axios.post(`https://faas.example.com/function/${name}`, events)).data;
  } catch (error: any) {
    if (error.response?.status === 429 || error.response?.status >= 500) {
      throw new RetryRequestError(error.message); // expect: rethrow-drops-context@medium
    }
    throw new UpstreamTimeoutError(error.message); // expect: rethrow-drops-context
  }
}
