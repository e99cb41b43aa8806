// The loop goes round when the response is not a success and returns after
// the work: a retry on status, here with no delay between attempts.
export async function mostRead(url: string): Promise<unknown> {
  for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay
    const res = await fetch(url);
    if (res.status !== 200) {
      continue;
    }
    return res.json();
  }
  throw new Error("feed unavailable");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function mostReadPaced(url: string): Promise<unknown> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await fetch(url);
    if (res.status !== 200) {
      await sleep(1000 * 2 ** attempt);
      continue;
    }
    return res.json();
  }
  throw new Error("feed unavailable");
}

// Skipping one item of a list is no retry.
export async function statuses(urls: string[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const url of urls) {
    const res = await fetch(url); // expect: missing-retry@medium
    if (res.status !== 200) {
      continue;
    }
    out.push(await res.json());
  }
  return out;
}
