// Twins of silent_zero.ts: the failure is passed on, or logged with the error
// around local work (not a completely silent catch-all).
import { logger } from './logger';

export class UnreadCountUnavailable extends Error {}

export async function unreadCount(apiBase: string, userId: string): Promise<number> {
  try {
    const res = await fetch(`${apiBase}/users/${userId}/notifications/unread`);
    const body = await res.json();
    return body.count;
  } catch (err) {
    throw new UnreadCountUnavailable(`unread count for ${userId}`, { cause: err });
  }
}

interface CartLine { qty: number; unitPrice: number; currency: string }

export function cartTotal(lines: CartLine[], rates: Record<string, number>): number {
  try {
    return lines.reduce((sum, l) => sum + l.qty * l.unitPrice * rates[l.currency], 0);
  } catch (err) {
    logger.warn('cart total not computed', err);
    return 0;
  }
}
