// Twins of storage_prefix.ts: a real local datastore in a loop (Redis), and
// the same remote client paced between items.
import Redis from 'ioredis';
import axios, { AxiosInstance } from 'axios';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class StorageApiClient {
  private readonly http: AxiosInstance = axios.create({ baseURL: process.env.STORAGE_API_URL });

  async putObject(key: string, body: Buffer) {
    await this.http.put(`/objects/${encodeURIComponent(key)}`, body);
  }
}

const storageCache = new Redis(process.env.REDIS_URL ?? 'redis://localhost:6379');

export async function cachedSizes(files: { key: string }[]) {
  const sizes: (string | null)[] = [];
  for (const file of files) {
    sizes.push(await storageCache.get(`size:${file.key}`));
  }
  return sizes;
}

export async function exportPaced(files: { key: string; body: Buffer }[], storageApiClient: StorageApiClient) {
  for (const file of files) {
    await storageApiClient.putObject(file.key, file.body);
    await sleep(200);
  }
}
