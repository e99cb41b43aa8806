// A handler that records the failure with an error tracker and goes on: the
// failure is seen, but the work is lost unless someone runs it again, and no
// layer retries it (medium). A handler that falls back without recording
// anything stays a designed degradation (not reported).
import axios from 'axios';
import * as Sentry from '@sentry/node';
import { Worker } from 'bullmq';

async function syncInvoice(id: string): Promise<void> {
  try {
    await axios.post(`https://billing.example.com/v1/invoices/${id}/sync`, {}); // expect: missing-retry@medium
  } catch (err) {
    Sentry.captureException(err);
  }
}

async function loadBanner(): Promise<string> {
  try {
    return (await axios.get('https://cms.example.com/v1/banner')).data;
  } catch {
    return '';
  }
}

export const worker = new Worker('billing', async (job) => {
  await syncInvoice(job.data.id);
  await loadBanner();
});
