import { Worker } from 'bullmq';
import { pushIncidentUpdate } from '../integrations/statuspage';

export const worker = new Worker('incidents', async (job) => {
  await pushIncidentUpdate(job.data.pageId, job.data.body);
});
