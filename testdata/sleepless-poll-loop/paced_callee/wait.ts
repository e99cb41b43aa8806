import { readJob, readJobOnce } from './api';

export async function waitForJob(id: string) {
  // `readJob` waits after a failure before it answers: paced by it.
  while (true) { // expect: sleepless-poll-loop@medium
    const job = await readJob(id);
    if (job && job.status === 'done') return job;
  }
}

export async function spinForJob(id: string) {
  while (true) { // expect: sleepless-poll-loop
    const job = await readJobOnce(id);
    if (job.status === 'done') return job;
  }
}
