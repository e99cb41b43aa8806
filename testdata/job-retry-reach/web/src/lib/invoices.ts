import { loadLineItems } from './line-items';

// Plain project code between the worker and the remote call.
export async function buildInvoice(orderId: string) {
  const items = await loadLineItems(orderId);
  return { orderId, total: items.reduce((s: number, i: { amount: number }) => s + i.amount, 0) };
}
