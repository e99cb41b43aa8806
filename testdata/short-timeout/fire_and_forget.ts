// A live-event hook: nothing reads the answer of the POST, and the function
// answers nothing whether it went through or not, so a lost event is the
// design (medium).
export async function emit(events: unknown[]): Promise<void> {
  try {
    await fetch(process.env.LIVE_HOOK_URL!, {
      method: "POST",
      body: JSON.stringify({ events }),
      signal: AbortSignal.timeout(500), // expect: short-timeout@medium
    });
  } catch {
    return undefined;
  }
}

// The same POST answering the created order: a failure answers undefined
// where a success answers the order, so the early abort loses it (high).
export async function createOrder(order: unknown): Promise<unknown> {
  try {
    const res = await fetch(process.env.ORDERS_URL!, {
      method: "POST",
      body: JSON.stringify(order),
      signal: AbortSignal.timeout(500), // expect: short-timeout
    });
    return await res.json();
  } catch {
    return undefined;
  }
}
