import type { Job } from 'bullmq';
import { Worker } from 'bullmq';

import crawlQueue, { type CrawlInput } from '../queues/crawl-queue';
import ProfileCountService from '../services/profile-count';

// The worker is declared with its type arguments (`new Worker<In, Out,
// Name>(...)`): still the queue's job boundary.
async function crawler() {
  const recipes = {
    profileCount: async (job: Job<CrawlInput>) => {
      const service = new ProfileCountService();
      return service.execute(job.data.profileId);
    },
  };
  const worker = new Worker<CrawlInput, number, 'profileCount'>(
    crawlQueue.name,
    async (job: Job<CrawlInput>) => recipes[job.name as 'profileCount'](job),
    { connection: { host: process.env.REDIS_HOST ?? 'redis' } },
  );
  worker.on('failed', (job, err) => console.warn(job?.id, err));
}

crawler();
