import { Worker } from 'bullmq';
import { composioAdminFetch } from '../services/composio/client';

export const connectorSync = new Worker('connector-sync', async (job) => {
  await composioAdminFetch(`/connections/${job.data.id}/refresh`, job.data.apiKey);
});
