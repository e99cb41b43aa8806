import { Worker } from 'bullmq';
import { revokeAll } from '../integrations/passkeys';

export const offboarding = new Worker('offboarding', async (job) => {
  await revokeAll(job.data.credentialIds);
});
