// Two hops from the handler: `runQuery` calls a method its parameter's
// class inherits from a class in a third module.
import type { Sub } from './sub';

export async function runQuery(c: Sub, q: string) {
  return await c.get(`query?q=${encodeURIComponent(q)}`);
}

export async function ping(): Promise<boolean> {
  const r = await fetch('https://x.example.com/ping');
  return r.ok;
}

// Catches the client's failure itself: its callers never see a remote
// failure, so it is not outbound for them.
export async function tryQuery(c: Sub, q: string) {
  try {
    return await c.get(`query?q=${encodeURIComponent(q)}`);
  } catch {
    return null;
  }
}
