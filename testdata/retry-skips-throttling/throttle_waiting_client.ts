// The `octokit` package bundles the throttling plugin, which waits out
// GitHub's rate limits before an error reaches this wrapper.
import { Octokit } from 'octokit';

const RETRYABLE_STATUS_CODES = [500, 502, 503, 504]; // expect: retry-skips-throttling@medium

export const github = new Octokit({ auth: process.env.GITHUB_TOKEN });

export async function withRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (err: any) {
      if (!RETRYABLE_STATUS_CODES.includes(err.status) || attempt >= attempts - 1) throw err;
      await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 500));
    }
  }
}
