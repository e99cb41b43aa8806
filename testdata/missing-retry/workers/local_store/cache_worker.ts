// A cache client typed by its package (ioredis) is a datastore client,
// whatever the field is called: its calls are not HTTP requests, and the
// startup ping wrapped in a retry helper does not make the rest "unwrapped".
import Redis from 'ioredis';
import { withRetry } from './retry';

export class CacheWorker {
  private client: Redis | null = null;

  async start(url: string): Promise<void> {
    this.client = new Redis(url, { maxRetriesPerRequest: null });
    this.client.on('error', (err) => console.error('redis error', err.message));
    this.client.on('reconnecting', () => console.warn('redis reconnecting'));
    await withRetry(() => this.client!.ping());
  }

  async remember(key: string, value: string): Promise<void> {
    await this.client!.set(key, value);
    await this.client!.expire(key, 60);
  }

  async stop(): Promise<void> {
    await this.client?.quit();
  }
}
