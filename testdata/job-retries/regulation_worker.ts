import { Queue, Worker } from 'bullmq';
import { documents } from './regulations_client';

export const queue = new Queue('regulations', { defaultJobOptions: { attempts: 5 } });

export const worker = new Worker('regulations', async (job) => documents(job.data.num));
