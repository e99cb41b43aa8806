// p-retry told which errors to give up on (`shouldRetry`) reads the error
// it gets: a new error that keeps only the message hides the status it
// would decide on (high).
import got from 'got';
import pRetry from 'p-retry';

export async function send(query: string): Promise<any> {
  try {
    return await got.post('https://node.example.com/graphql', { json: { query } }).json();
  } catch (error: any) {
    throw new Error(`Error sending request: ${error.message}`); // expect: rethrow-drops-context
  }
}

export async function page(q: string) {
  return pRetry(() => send(q), {
    retries: 5,
    shouldRetry: (err: any) => err.response?.statusCode !== 400,
  });
}
