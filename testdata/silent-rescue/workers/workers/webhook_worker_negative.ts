// Twin: the job fails when a delivery fails, so BullMQ retries it.
import { Worker } from 'bullmq';
import axios from 'axios';

export const webhookWorker = new Worker('webhooks', async (job) => {
  const failed: string[] = [];
  for (const target of job.data.targets as string[]) {
    try {
      await axios.post(target, job.data.payload, { timeout: 10000 });
    } catch (err) {
      job.log(`delivery to ${target} failed: ${(err as Error).message}`);
      failed.push(target);
    }
  }
  if (failed.length) throw new Error(`deliveries failed: ${failed.join(', ')}`);
}, { connection: { host: 'redis', port: 6379 } });
