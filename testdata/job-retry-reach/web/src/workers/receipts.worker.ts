import { Worker, Queue } from 'bullmq';
import { renderReceipt } from '../lib/receipts';

export const receipts = new Queue('receipts', { defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 2000 } } });

new Worker('receipts', async (job) => {
  await renderReceipt(job.data.orderId);
});
