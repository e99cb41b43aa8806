import { Worker } from 'bullmq';

// Reading analytics data is a data read the job needs, not a telemetry
// send whose loss is acceptable.
export async function fetchSearchAnalytics(site: string) {
  const res = await fetch(`https://search.example.com/sites/${site}/analytics`); // expect: missing-retry
  return res.json();
}

// Sending analytics is fire-and-forget by design.
export async function trackAnalytics(event: string) {
  await fetch('https://collect.example.com/e', { method: 'PUT', body: event });
}

new Worker('gsc-sync', async (job) => fetchSearchAnalytics(job.data.site));
