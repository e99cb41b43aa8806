const COMPOSIO_API = 'https://backend.composio.dev/api/v3';

// Called by a tRPC query (the browser's query client asks again) and by the
// catalog build, which falls back per toolkit.
export async function composioFetch(path: string, apiKey: string) {
  const res = await fetch(`${COMPOSIO_API}${path}`, { headers: { 'x-api-key': apiKey } }); // expect: missing-retry@medium
  if (!res.ok) throw new Error(`composio ${res.status}`);
  return res.json();
}

// Called by the nightly connector sync worker too: nobody asks again.
export async function composioAdminFetch(path: string, apiKey: string) {
  const res = await fetch(`${COMPOSIO_API}/admin${path}`, { headers: { 'x-api-key': apiKey } }); // expect: missing-retry
  if (!res.ok) throw new Error(`composio ${res.status}`);
  return res.json();
}
