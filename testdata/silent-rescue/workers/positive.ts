// Paraphrases of incident 000 (the Lambda authorizer) and related shapes.
import { identityClient } from './identity';
import axios from 'axios';
import { logger } from './logger';

interface AuthEvent {
  headers: Record<string, string | undefined>;
}

export async function authorize(event: AuthEvent) {
  try {
    const token = event.headers['x-session'];
    const res = await identityClient.fetchMe(token);
    if (res.status !== 200) {
      return { isAuthorized: false };
    }
    return { isAuthorized: true, context: res.data };
  } catch (error) { // expect: silent-rescue@medium
    console.log('authorize failed: ', error.message);
    return { isAuthorized: false };
  }
}

export class BillingSync {
  constructor(
    private billingService: { sync(id: string): Promise<void> },
    private paymentGateway: { capture(id: string): Promise<void> },
    private inventoryClient: { list(): Promise<string[]> },
  ) {}

  syncLater(id: string) {
    this.billingService.sync(id).catch(console.error); // expect: silent-rescue@medium
  }

  captureQuietly(id: string) {
    this.paymentGateway.capture(id).catch(() => {}); // expect: silent-rescue@medium
  }

  async items(): Promise<string[]> {
    try {
      return await this.inventoryClient.list();
    } catch (err) { // expect: silent-rescue@medium
      logger.warn(`inventory listing failed: ${err.message}`);
      return [];
    }
  }

  orNull(id: string) {
    return this.inventoryClient
      .list()
      .then((all) => all.find((x) => x === id))
      .catch(() => null); // expect: silent-rescue@medium
  }
}

export class ThumbnailWorker {
  async run(job: { id: string }) {
    try {
      await renderThumbnail(job.id);
    } catch (e) { // expect: silent-rescue@medium
      logger.error('thumbnail failed', e);
    }
  }
}

export async function handleMessage(body: string) {
  try {
    await applyChange(body);
  } catch { // expect: silent-rescue@medium
  }
}

declare function renderThumbnail(id: string): Promise<void>;
declare function applyChange(body: string): Promise<void>;

export async function syncProfile(id: string) {
  try {
    await axios.post('https://profiles.example.com/sync', { id });
  } catch (err) { // expect: silent-rescue@medium
    // Structured logging records the error object: swallowed, but the
    // operators see it (medium).
    logger.error({ err }, 'profile sync failed');
  }
}
