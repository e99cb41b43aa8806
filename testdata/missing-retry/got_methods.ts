// got retries GET, PUT, HEAD, DELETE, OPTIONS and TRACE by default; a POST
// is sent once unless `retry.methods` lists it, whatever `retry.limit` says.
import got from 'got';

export async function notifyOwner(base: string, notice: object): Promise<void> {
  // The retry asked for here never runs: got does not resend a POST.
  await got.post(`${base}/notifications`, { // expect: missing-retry
    json: notice,
    timeout: { request: 5000 },
    retry: { limit: 2 },
  });
}

// The POST is added to the methods the retry resends.
export async function notifyOwnerRetried(base: string, notice: object): Promise<void> {
  await got.post(`${base}/notifications`, {
    json: notice,
    retry: { limit: 2, methods: ['POST'] },
  });
}

// A GET is retried by default.
export async function readOwner(base: string, id: string): Promise<unknown> {
  return got.get(`${base}/owners/${id}`, { retry: { limit: 3 } }).json();
}
