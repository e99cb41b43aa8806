import axios from 'axios';

// Each download runs under Promise.allSettled; a failed one is counted.
async function downloadLogo(sourceUrl: string) {
  const response = await axios.get(sourceUrl, { responseType: 'arraybuffer' });
  return new Uint8Array(response.data);
}

async function fetchToolkit(slug: string) {
  const res = await axios.get(`https://backend.composio.dev/api/v3/toolkits/${slug}`);
  return res.data;
}

export async function syncLogos(items: { id: string; url: string }[], store: (id: string, b: Uint8Array) => Promise<void>) {
  const results = await Promise.allSettled(
    items.map(async (item) => {
      const data = await downloadLogo(item.url);
      await store(item.id, data);
    }),
  );
  return results.filter((r) => r.status === 'rejected').length;
}

// A missing toolkit falls back to the local description.
export async function buildCatalog(slugs: string[]) {
  return Promise.all(slugs.map((s) => fetchToolkit(s).catch(() => null))); // expect: silent-rescue
}
