import { Worker } from 'bullmq';
import { buildInvoice } from '../lib/invoices';

new Worker('invoices', async (job) => {
  await buildInvoice(job.data.orderId);
}, { connection: { host: 'redis' } });
