import axios from 'axios';
import { Worker } from 'bullmq';

export const hooks = new Worker('hooks', async (job) => {
  try {
    await axios.post(job.data.url, job.data.payload);
  } catch (e: any) { // expect: silent-rescue@medium
    // Swallow connection failures to a subscriber's endpoint: they are the
    // subscriber's problem and must not page us.
    console.error(`hook delivery failed: ${e.message}`);
  }
});

export const receipts = new Worker('receipts', async (job) => {
  try {
    await axios.post(job.data.url, job.data.payload);
  } catch (e: any) { // expect: silent-rescue
    console.error(`receipt delivery failed: ${e.message}`);
  }
});
