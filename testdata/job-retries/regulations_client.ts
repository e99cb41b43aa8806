// A client whose retry helper wraps most calls; the one call outside it
// runs only inside a BullMQ worker whose jobs are retried (attempts, in
// regulation_worker.ts; round 45 H8, in TypeScript): medium.
import axios from 'axios';

const api = axios.create({ baseURL: 'https://api.regulations.example.gov/v4' });

async function withRetries<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (attempt >= attempts - 1) throw e;
      await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 1000));
    }
  }
}

export async function comments(documentId: string): Promise<unknown> {
  return withRetries(() => api.get(`/comments/${documentId}`));
}

export async function documents(num: string): Promise<unknown> {
  return api.get('/documents', { params: { num } }); // expect: missing-retry@medium
}
