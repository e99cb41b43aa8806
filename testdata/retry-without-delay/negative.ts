import axios from "axios";
import { setTimeout as sleep } from "node:timers/promises";

class UniqueConstraintError extends Error {}

export async function withSleep(url: string) {
  for (let i = 0; i < 3; i++) {
    try {
      return (await axios.get(url)).data;
    } catch {
      await sleep(500 * 2 ** i);
    }
  }
}

export async function withPromiseTimer(url: string) {
  let retries = 3;
  while (retries-- > 0) {
    try {
      return (await axios.get(url)).data;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

export async function uniqueRetry<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof UniqueConstraintError) || attempt >= attempts) {
        throw err;
      }
    }
  }
}

export async function scheduled(url: string, attempt = 0): Promise<void> {
  try {
    await axios.get(url);
  } catch {
    setTimeout(() => scheduled(url, attempt + 1), 1000 * 2 ** attempt);
  }
}

export async function reloadOnce(url: string, cache = "default"): Promise<void> {
  try {
    await fetch(url, { cache: cache as RequestCache });
  } catch {
    if (cache !== "reload") {
      await reloadOnce(url, "reload");
    }
  }
}

export async function rethrows(url: string) {
  for (let i = 0; i < 3; i++) {
    try {
      return (await axios.get(url)).data;
    } catch (e) {
      throw e;
    }
  }
}

export async function eachItem(urls: string[]) {
  for (let i = 0; i < urls.length; i++) {
    try {
      await axios.get(urls[i]);
    } catch {
      continue;
    }
  }
}

export function uploadPartWithBackoff(part: Buffer, tries = 3): Promise<unknown> {
  // The recursive retry waits first.
  return axios.put('https://store.example.com/part', part).catch(async (err) => {
    if (tries <= 0) throw err;
    await new Promise((r) => setTimeout(r, 500 * 2 ** (3 - tries)));
    return uploadPartWithBackoff(part, tries - 1);
  });
}

// The `try` awaits nothing: the returned promise rejects past the `catch`,
// so the loop never retries the insert (a defect, but not this one).
export async function insertWithRetries(fn: (attempt: number) => Promise<unknown>) {
  for (let i = 0; i < 3; i++) {
    try {
      return fn(i);
    } catch (err) {
      console.warn('insert failed', err);
    }
  }
}
