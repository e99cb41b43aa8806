// undici's `dispatcher` option is the request's transport: a retrying one
// (a RetryAgent kept as `agents.retry`) retries the request.
import { fetch, Agent, RetryAgent } from 'undici';
import { Worker } from 'bullmq';

const agents = {
  plain: new Agent({ connections: 10 }),
  retry: new RetryAgent(new Agent({ connections: 10 }), { maxRetries: 5 }),
};

async function lookupSettings(domain: string): Promise<unknown> {
  const res = await fetch(`https://autoconfig.example.org/v1/${domain}`, { dispatcher: agents.retry });
  return res.json();
}

async function lookupMx(domain: string): Promise<unknown> {
  const res = await fetch(`https://dns.example.org/mx/${domain}`, { dispatcher: agents.plain }); // expect: missing-retry
  return res.json();
}

export const worker = new Worker('autoconfig', async (job) => {
  await lookupSettings(job.data.domain);
  await lookupMx(job.data.domain);
});
