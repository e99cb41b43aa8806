import { setTimeout as sleep } from "node:timers/promises";
import { once } from "node:events";

export async function withSleep(api: any, jobId: string) {
  while (true) {
    const job = await api.getJob(jobId);
    if (job.status === "done") break;
    await sleep(1000);
  }
}

export async function withPromiseTimeout(api: any, jobId: string) {
  for (;;) {
    const job = await api.getJob(jobId);
    if (job.status === "done") return job;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function withDelayHelper(api: any, jobId: string) {
  let attempt = 0;
  while (true) {
    const job = await api.getJob(jobId);
    if (job.status === "done") return job;
    await delay(2 ** attempt++ * 100);
  }
}

export async function paginate(api: any) {
  let cursor: string | undefined;
  while (true) {
    const page = await api.getItems({ cursor });
    if (page.status === "done" || !page.next) break;
    cursor = page.next;
  }
}

export async function drain(api: any) {
  while (true) {
    const rows = await api.getPending();
    if (!rows.length) break;
    await handle(rows);
  }
}

export async function offsetPaging(api: any) {
  let offset = 0;
  for (;;) {
    const page = await api.getPage(offset);
    if (page.status === "last") break;
    offset += page.items.length;
  }
}

export async function eventLoop(emitter: any) {
  while (true) {
    const [evt] = await once(emitter, "state");
    if (evt.status === "done") break;
  }
}

export async function streamRead(reader: any) {
  while (true) {
    const { value, done } = await reader.read();
    if (done) break;
    consume(value);
  }
}

export function localAlgorithm(nodes: any[]) {
  let i = 0;
  while (i < nodes.length) {
    if (nodes[i].status === "done") break;
    i++;
  }
}

export function uniqueSlug(repo: any) {
  for (;;) {
    const slug = randomSlug();
    if (!repo.exists(slug)) return slug;
  }
}

export function counterOverData(api: any, ids: string[]) {
  for (let i = 0; i < ids.length; i++) {
    const job = api.getJob(ids[i]);
    if (job.status === "done") break;
  }
}

declare function delay(ms: number): Promise<void>;
declare function handle(rows: unknown): Promise<void>;
declare function consume(v: unknown): void;
declare function randomSlug(): string;

export async function uniqueName(repo: any, base: string) {
  let name = base;
  let n = 0;
  for (;;) {
    const taken = await repo.findOne({ where: { name } });
    if (taken) {
      name = `${base}-${++n}`;
    } else {
      break;
    }
  }
  return name;
}

export async function backfill(db: any) {
  let again = 1;
  while (again) {
    const [, meta] = await db.query("UPDATE t SET x = 1 WHERE id IN (SELECT id FROM t WHERE x IS NULL LIMIT 500)");
    again = meta.rowCount;
  }
}

// A counted loop that changes the probed element each round (DOM walk).
export function pickBreakpoint(sizes: string[]): string {
  const probe = document.createElement('div');
  let found = sizes[0];
  for (let i = sizes.length - 1; i >= 0; i -= 1) {
    probe.classList.add(`hide-${sizes[i]}`);
    if (window.getComputedStyle(probe).display === 'none') {
      found = sizes[i];
      break;
    }
  }
  return found;
}

// A k-way merge: each item taken is collected, so the loop drains.
export function mergeSorted(lists: number[][], limit: number): number[] {
  const getNext = (ls: number[][]) => {
    const best = ls.filter((l) => l.length).sort((a, b) => a[0] - b[0])[0];
    return best ? best.shift() : undefined;
  };
  const out: number[] = [];
  let value: number | undefined;
  do {
    value = getNext(lists);
    if (value !== undefined) {
      out.push(value);
    }
  } while (value !== undefined && out.length < limit);
  return out;
}

// An attempt loop that catches the failure and counts attempts is a retry
// loop (retry-without-delay's business), not a poll, even when it checks `res.ok`.
export async function syncWithAttempts(id: string) {
  for (let i = 0; i < 3; i++) {
    try {
      const res = await fetch(`https://api.example.com/sync/${id}`);
      if (!res.ok) throw new Error(`sync failed: ${res.status}`);
      return res;
    } catch (e) {
      console.warn('retrying', e);
    }
  }
}
