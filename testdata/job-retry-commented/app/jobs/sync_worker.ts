import axios from 'axios';
import { Worker } from 'bullmq';

// Retries were planned but never turned on:
// const defaultJobOptions = { attempts: 5, backoff: { type: 'exponential', delay: 1000 } };
export const worker = new Worker('ledger', async (job) => {
  await axios.get(`https://ledger.example.com/accounts/${job.data.accountId}`); // expect: missing-retry
});
