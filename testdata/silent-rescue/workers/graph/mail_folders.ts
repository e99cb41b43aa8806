import { Client } from '@microsoft/microsoft-graph-client';

const graph = Client.init({
  authProvider: (done) => done(null, process.env.GRAPH_TOKEN ?? ''),
});

// A failed Graph call (after the SDK's own retries) becomes "no folder".
export async function findArchiveFolder(userId: string) {
  const folders = await graph
    .api(`/users/${userId}/mailFolders`)
    .get()
    .catch(() => null); // expect: silent-rescue
  return folders?.value?.find((f: { displayName: string }) => f.displayName === 'Archive') ?? null;
}
