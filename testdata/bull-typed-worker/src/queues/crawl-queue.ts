import { Queue } from 'bullmq';

export interface CrawlInput {
  profileId: number;
}

// Every job of this queue is tried three times with exponential backoff.
const crawlQueue = new Queue<CrawlInput, number, 'profileCount'>('CrawlQueue', {
  connection: { host: process.env.REDIS_HOST ?? 'redis' },
  defaultJobOptions: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 1000 },
  },
});

export default crawlQueue;
