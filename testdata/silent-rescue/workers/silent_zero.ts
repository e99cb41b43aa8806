// A zero returned from a catch-all is a default like `null` or `[]`: a count
// or an amount of zero reads as a genuine "none", so the failure is hidden.
export async function unreadCount(apiBase: string, userId: string): Promise<number> {
  try {
    const res = await fetch(`${apiBase}/users/${userId}/notifications/unread`);
    const body = await res.json();
    return body.count;
  } catch { // expect: silent-rescue
    return 0;
  }
}

interface CartLine { qty: number; unitPrice: number; currency: string }

export function cartTotal(lines: CartLine[], rates: Record<string, number>): number {
  try {
    return lines.reduce((sum, l) => sum + l.qty * l.unitPrice * rates[l.currency], 0);
  } catch { // expect: silent-rescue@medium
    return 0;
  }
}
