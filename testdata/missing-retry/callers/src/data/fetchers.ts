// Shared data-layer fetchers. `jsonFetcher` and `getWorkspace` are handed to
// SWR / TanStack Query hooks, which retry a failed fetcher with backoff;
// `exportFetcher` goes to a hook with its retry turned off, and
// `fetchQuota` is called by name from a server route.
export async function jsonFetcher<T>(input: string, init?: RequestInit): Promise<T> {
  const res = await fetch(input, init);
  if (!res.ok) {
    throw new Error(`request failed: ${res.status}`);
  }
  return res.json();
}

export async function getWorkspace(slug: string) {
  const res = await fetch(`https://api.example.com/workspaces/${slug}`);
  if (!res.ok) throw new Error(`workspace ${slug}: ${res.status}`);
  return res.json();
}

export async function exportFetcher(input: string) {
  const res = await fetch(input); // expect: missing-retry@medium
  if (!res.ok) throw new Error(`export failed: ${res.status}`);
  return res.blob();
}

export async function fetchQuota(team: string) {
  const res = await fetch(`https://billing.example.com/quota/${team}`); // expect: missing-retry@medium
  if (!res.ok) throw new Error(`quota ${team}: ${res.status}`);
  return res.json();
}
