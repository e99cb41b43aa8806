// `src/sandbox/` holds the program's sandbox-account module, not a
// playground: a directory named like examples below a source root (`app`,
// `src`, `lib`) is code.
import axios from 'axios';

const billing = axios.create({ baseURL: process.env.BILLING_URL, timeout: 10_000 });

export async function sandboxQuota(accountId: string) {
  const res = await billing.get(`/sandbox/${accountId}/quota`); // expect: missing-retry@medium
  return res.data.remaining;
}
