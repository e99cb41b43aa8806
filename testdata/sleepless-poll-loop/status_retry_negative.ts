// Loops that re-send a request until the same call's response succeeds are
// retries (retry-without-delay), not polls.

export async function fetchFeatureFlags(baseUrl: string) {
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${baseUrl}/flags`);
    if (res.ok) return res.json();
  }
  throw new Error("feature flags unavailable");
}

export async function deliverWebhook(url: string, body: string) {
  let res: Response;
  do {
    res = await fetch(url, { method: "POST", body });
  } while (res.status !== 200);
  return res;
}
