import axios from 'axios';

// Reached only through `listCredentials`, which only the account route
// calls: the person who asked for the page sees the failure.
async function fetchCredentialPage(userId: string, cursor?: string) {
  const res = await axios.get(`https://passkeys.example.com/v1/credentials`, { params: { userId, cursor } }); // expect: missing-retry@medium
  return res.data;
}

export async function listCredentials(userId: string) {
  const first = await fetchCredentialPage(userId);
  return first.items;
}

// Reached through `revokeAll`, which the queue consumer also calls.
async function revokeCredential(id: string) {
  const res = await axios.get(`https://passkeys.example.com/v1/credentials/${id}/revoke`); // expect: missing-retry
  return res.data;
}

export async function revokeAll(ids: string[]) {
  for (const id of ids) await revokeCredential(id);
}
