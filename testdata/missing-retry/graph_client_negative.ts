import { Client } from '@microsoft/microsoft-graph-client';

// Client.init builds the default middleware chain, whose RetryHandler
// retries 429/503/504 and honours Retry-After.
const graph = Client.init({
  authProvider: (done) => done(null, process.env.GRAPH_TOKEN ?? ''),
});

export async function listInboxMessages(folderId: string) {
  const page = await graph.api(`/me/mailFolders/${folderId}/messages`).top(50).get();
  return page.value;
}
