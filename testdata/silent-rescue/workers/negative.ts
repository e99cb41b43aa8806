import { promises as fs } from 'fs';
import * as Sentry from '@sentry/node';
import { accountClient } from './account';
import { logger } from './logger';

export async function rethrows(id: string) {
  try {
    return await accountClient.get(id);
  } catch (err) {
    logger.error('account fetch failed', err);
    throw err;
  }
}

export function passesOn(req: { id: string }, res: unknown, next: (e?: unknown) => void) {
  accountClient.get(req.id).then(() => next()).catch(next);
}

export async function withCallback(id: string, cb: (err: unknown, v?: unknown) => void) {
  try {
    cb(null, await accountClient.get(id));
  } catch (err) {
    cb(err);
  }
}

export async function reported(id: string) {
  try {
    return await accountClient.get(id);
  } catch (err) {
    Sentry.captureException(err);
    return null;
  }
}

export async function asResult(id: string) {
  try {
    return { ok: true, value: await accountClient.get(id) };
  } catch (err) {
    return { ok: false, error: err };
  }
}

export async function withAttempts(id: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await accountClient.get(id);
    } catch (err) {
      logger.warn('attempt failed', err);
    }
  }
  throw new Error(`account ${id}: attempts exhausted`);
}

export function parseBody(raw: string) {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export async function exportFile(path: string) {
  try {
    await accountClient.upload(path);
  } finally {
    await fs.unlink(path).catch(() => {});
  }
}

export class RedisCacheAdapter {
  constructor(private client: { get(k: string): Promise<string | null> }) {}

  async read(key: string) {
    try {
      return await this.client.get(key);
    } catch (err) {
      logger.error('cache read failed', err);
      return null;
    }
  }
}

export class Session {
  lastError: unknown;

  async refresh(id: string) {
    try {
      await accountClient.get(id);
    } catch (err) {
      this.lastError = err;
    }
  }
}

export function render(lines: string[]) {
  try {
    return lines.join('\n');
  } catch (err) {
    logger.warn('render failed', err);
    return '';
  }
}

export async function rotateAll(oauthClients: Array<{ id: string; rotateSecret(): Promise<void> }>) {
  for (const client of oauthClients) {
    try {
      await client.rotateSecret();
    } catch (err) {
      logger.error(`rotation failed for ${client.id}`, err);
      continue;
    }
  }
}

// A liveness probe: a failed request is the answer "down". Recognised from
// what it does (a read whose response is used only as yes/no, `false` on
// failure), not from its name: medium.
export async function gatewayHealthCheck(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/status`);
    return res.ok;
  } catch { // expect: silent-rescue@medium
    return false;
  }
}

export async function checkBridge(probeClient: { healthCheck(): Promise<{ status: string }> }) {
  try {
    const r = await probeClient.healthCheck();
    return { valid: r.status === 'ok' };
  } catch {
    /* unreachable bridge */
  }
  return { valid: false };
}

// Analytics is fire-and-forget; losing an event is acceptable.
export class LayoutUpdater {
  constructor(private readonly analyticsService: { track(e: string, u: string): Promise<void> }) {}

  async markDefault(userId: string) {
    try {
      await this.analyticsService.track('layout default', userId);
    } catch (error) {
      logger.error(error);
    }
  }
}

// Bookkeeping around a job: the logger set-up and a cache write may fail.
export class RenderJob {
  constructor(
    private readonly logger: { assign(ctx: object): void },
    private readonly store: { save(k: string, v: unknown): Promise<void> },
  ) {}

  attachContext(jobId: string) {
    try {
      this.logger.assign({ jobId });
    } catch (e) {
      logger.error(e);
    }
  }

  handleFailure(key: string, err: Error) {
    this.writeCache(key, err).catch(() => {}); // expect: silent-rescue@medium
    throw err;
  }

  private writeCache(key: string, value: unknown) {
    return this.store.save(key, value);
  }
}

// Shutdown: closing the connection is cleanup, with a log line beside it.
export class QueueConnection {
  constructor(private readonly brokerClient: { quit(): Promise<void> }) {}

  async shutdown() {
    try {
      await this.brokerClient.quit();
      logger.info('broker connection closed');
    } catch (error) {
      logger.warn(error, 'broker shutdown failed');
    }
  }
}

// Promises started but not awaited reject past the `catch`: the handler only
// sees synchronous failures.
import axiosNA from 'axios';
export function startSync(ids: string[]) {
  try {
    ids.forEach(async (id) => {
      await axiosNA.post(`https://sync.example.com/${id}`);
    });
    void axiosNA.post('https://sync.example.com/all');
  } catch (err: any) {
    console.log(err.message);
  }
}
