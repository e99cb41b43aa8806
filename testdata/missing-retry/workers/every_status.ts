// An axios call told to accept every status (`validateStatus: () => true`)
// does not fail on a 502: its callers get the response and inspect it. Only
// a connection failure throws, so the finding is medium; the same call with
// the default (throws on 5xx) stays high.
import axios, { AxiosRequestConfig } from 'axios';
import { Worker } from 'bullmq';

async function requestAnyStatus(url: string): Promise<number> {
  const config: AxiosRequestConfig = { url, method: 'GET', validateStatus: () => true };
  const response = await axios(config); // expect: missing-retry@medium
  return response.status;
}

async function requestStrict(url: string): Promise<number> {
  const response = await axios({ url, method: 'GET' }); // expect: missing-retry
  return response.status;
}

export const worker = new Worker('probe', async (job) => {
  await requestAnyStatus(job.data.url);
  await requestStrict(job.data.url);
});
