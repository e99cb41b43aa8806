// A BullMQ worker: every webhook failure in the batch is logged to the job's
// log and dropped (one loop item: medium).
import { Worker } from 'bullmq';
import axios from 'axios';

export const webhookWorker = new Worker('webhooks', async (job) => {
  for (const target of job.data.targets as string[]) {
    try {
      await axios.post(target, job.data.payload, { timeout: 10000 });
    } catch (err) { // expect: silent-rescue@medium
      job.log(`delivery to ${target} failed: ${(err as Error).message}`);
    }
  }
}, { connection: { host: 'redis', port: 6379 } });
