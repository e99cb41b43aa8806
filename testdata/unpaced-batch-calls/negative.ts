import axios from 'axios';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function pushSites(sites: { id: string }[]) {
  for (const site of sites) {
    await axios.post(`https://geo.example.com/sites/${site.id}/area`);
    await sleep(250);
  }
}

export async function limited(ids: string[], limiter: { schedule<T>(f: () => Promise<T>): Promise<T> }) {
  for (const id of ids) {
    await limiter.schedule(() => axios.get(`https://geo.example.com/${id}`));
  }
}

export function names(items: { name: string }[]) {
  const out: string[] = [];
  for (const item of items) {
    out.push(item.name.trim());
  }
  return out;
}

// for...in over keys is not a batch of calls.
export function keys(obj: Record<string, string>) {
  for (const k in obj) {
    console.log(k);
  }
}

// Analytics events are buffered by the SDK: not a burst into a service.
export async function markRead(
  analyticsService: { track(e: string, p: object): void },
  messages: { id: string }[],
) {
  for (const message of messages) {
    analyticsService.track('message read', { id: message.id });
  }
}
