import axios from 'axios';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

export async function loadCustomer(id: string, maxRetries = 3) {
  let lastError: unknown;
  for (let i = 0; i < maxRetries; i++) {
    try {
      return (await axios.get(`https://billing.example.com/customers/${id}`)).data;
    } catch (err: any) {
      lastError = err;
      if (err.response && err.response.status < 500) throw err; // expect: retry-skips-throttling
      await sleep(500 * 2 ** i);
    }
  }
  throw lastError;
}

// 429 stays in the retry: not reported.
export async function loadPlan(id: string) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`https://billing.example.com/plans/${id}`);
    if (res.ok) return res.json();
    if ((res.status < 500 && res.status !== 429) || attempt >= 3) {
      throw new Error(`plan ${id}: ${res.status}`);
    }
    await sleep(250 * 2 ** attempt);
  }
}

// A batch that stops on a client error: no retry, not reported.
export async function pushAll(rows: { id: string }[]) {
  for (const row of rows) {
    const res = await fetch('https://billing.example.com/rows', { method: 'POST', body: JSON.stringify(row) });
    if (res.status < 500) {
      throw new Error(`row ${row.id}: ${res.status}`);
    }
  }
}

export async function loadTax(id: string) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return (await axios.get(`https://billing.example.com/tax/${id}`)).data;
    } catch (err: any) {
      if (err.response?.status !== 503) throw err; // expect: retry-skips-throttling
      await sleep(500 * attempt);
    }
  }
  return undefined;
}
