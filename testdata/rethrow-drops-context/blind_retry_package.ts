// p-retry retries every error alike unless told which to give up on: a
// new error that keeps only the message loses nothing that retry reads
// (medium). deciding_retry_package.ts tells it which to give up on.
import got from 'got';
import pRetry from 'p-retry';

export async function send(query: string): Promise<any> {
  try {
    return await got.post('https://node.example.com/graphql', { json: { query } }).json();
  } catch (error: any) {
    throw new Error(`Error sending request: ${error.message}`); // expect: rethrow-drops-context@medium
  }
}

export async function page(q: string) {
  return pRetry(() => send(q), { retries: 5 });
}
