import { ledger } from "../lib/http";

export async function syncLedger(accountId: string): Promise<unknown> {
  const response = await ledger.get(`/accounts/${accountId}`); // expect: missing-retry
  return response.data;
}
