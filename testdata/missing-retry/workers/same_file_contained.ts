import axios from 'axios';

// Promise.all rejects with the first failure: the sync fails.
async function downloadInvoice(sourceUrl: string) {
  const response = await axios.get(sourceUrl, { responseType: 'arraybuffer' }); // expect: missing-retry
  return new Uint8Array(response.data);
}

// The .catch() logs and throws again.
async function fetchConnector(slug: string) {
  const res = await axios.get(`https://backend.composio.dev/api/v3/toolkits/${slug}`); // expect: missing-retry
  return res.data;
}

export async function syncInvoices(items: { id: string; url: string }[], store: (id: string, b: Uint8Array) => Promise<void>) {
  await Promise.all(
    items.map(async (item) => {
      const data = await downloadInvoice(item.url);
      await store(item.id, data);
    }),
  );
}

export async function loadConnectors(slugs: string[], log: (e: unknown) => void) {
  return Promise.all(
    slugs.map((s) =>
      fetchConnector(s).catch((e) => {
        log(e);
        throw e;
      }),
    ),
  );
}
