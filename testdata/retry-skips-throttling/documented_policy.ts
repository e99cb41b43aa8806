const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Loads a job from the queue broker.
 * 4xx answers are raised at once: the broker's 429 means "queue full", which won't change on retry.
 */
export async function loadJob(id: string) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`https://broker.example.com/jobs/${id}`);
    if (res.ok) return res.json();
    if (res.status < 500 || attempt >= 3) { // expect: retry-skips-throttling@medium
      throw new Error(`job ${id}: ${res.status}`);
    }
    await sleep(250 * 2 ** attempt);
  }
}

/** Loads an invoice, with backoff. */
export async function loadInvoice(id: string) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`https://billing.example.com/invoices/${id}`);
    if (res.ok) return res.json();
    if (res.status < 500 || attempt >= 3) { // expect: retry-skips-throttling
      throw new Error(`invoice ${id}: ${res.status}`);
    }
    await sleep(250 * 2 ** attempt);
  }
}
