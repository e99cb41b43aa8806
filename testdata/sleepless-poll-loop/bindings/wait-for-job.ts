import { JobsClient } from './jobs-client';

export async function waitForJob(jobs: JobsClient, id: string) {
  while (true) { // expect: sleepless-poll-loop
    const job = await jobs.getJob(id);
    if (job.status === 'done') return job;
  }
}

export function spinOnCache(jobs: JobsClient, id: string) {
  // `cached` is summarised as local work: not a remote poll.
  while (true) {
    const job = jobs.cached(id);
    if (job.status === 'done') return job;
  }
}
