// `retryLocked` retries one error condition (see index_client.py): the
// unwrapped call is a raw call, medium here.
import axios from 'axios';

async function retryLocked<T>(operation: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (err: any) {
      if (err.response?.headers?.['x-index-state'] !== 'locked' || attempt >= 3) throw err;
      await new Promise((r) => setTimeout(r, attempt * 1000));
    }
  }
}

export function write(doc: { id: string }) {
  return retryLocked(() => axios.put(`https://index.example.com/docs/${doc.id}`, doc));
}

export function stats() {
  return axios.get('https://index.example.com/stats'); // expect: missing-retry@medium
}
