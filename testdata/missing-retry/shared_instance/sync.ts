// A client known by the module that exports it, not by its name.
import api, { billing } from './api';

export async function syncOrder(id: string) {
  const res = await api.get(`/orders/${id}`); // expect: missing-retry@medium
  return res.data;
}

export async function chargeOrder(id: string) {
  // The exporting module configures retries on this instance.
  const res = await billing.post(`/orders/${id}/charge`, {});
  return res.data;
}
