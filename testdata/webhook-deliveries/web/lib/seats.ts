// Runs only inside the Stripe webhook: a failure answers non-2xx and Stripe
// delivers the event again.
export async function provisionSeats(subscriptionId: string) {
  const res = await fetch(`https://seats.example.com/subscriptions/${subscriptionId}`); // expect: missing-retry@medium
  if (!res.ok) throw new Error(`seat sync failed: ${res.status}`);
  return res.json();
}
