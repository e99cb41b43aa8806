import { CrawlClient } from 'crawl-kit';
import { withRetries } from './retry';

// The factory and the configuration check answer at once (their values are
// used without `await`): only the awaited calls are requests.
export async function submitCrawl(context: object, urls: string[]) {
  const crawlClient = CrawlClient.createFrom(context);
  if (!crawlClient.isConfigured()) {
    return { skipped: true };
  }
  const job = await withRetries(() => crawlClient.submit(urls));
  return await crawlClient.status(job.id); // expect: missing-retry
}
