// A worker script under `jobs/` with no UI imports: unattended code.
export async function syncCatalog(api: string) {
  const res = await fetch(`${api}/catalog`); // expect: missing-retry
  return res.json();
}
