import http from 'http';
import https from 'https';
import { Worker } from 'bullmq';

// A yes/no probe: the answer is the status, a failure answers `false`.
export function linkResolves(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const { host, pathname } = new URL(url);
    const req = http.request({ method: 'HEAD', host, path: pathname, timeout: 2000 }, (res) => {
      resolve((res.statusCode ?? 500) < 400);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

// Not a probe: the answer is read from the body, so a transient failure
// turns into a wrong "no" that the job stores.
export function accountIsActive(id: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = https.get(`https://accounts.example.com/${id}`, (res) => { // expect: missing-retry
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(JSON.parse(body).active === true));
    });
    req.on('error', () => resolve(false));
  });
}

// Not a probe: a POST changes something, whatever it answers.
export function touchSubscription(id: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = https.request({ method: 'POST', host: 'subs.example.com', path: `/${id}/touch` }, (res) => { // expect: missing-retry@medium
      resolve(res.statusCode === 204);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

new Worker('links', async (job) => {
  const ok = await linkResolves(job.data.url);
  const active = await accountIsActive(job.data.account);
  const touched = await touchSubscription(job.data.account);
  return { ok, active, touched };
});
