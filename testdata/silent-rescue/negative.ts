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

export function remember(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage may be unavailable in private mode
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
