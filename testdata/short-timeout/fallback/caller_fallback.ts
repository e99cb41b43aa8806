// The failure is caught one or two calls up, in the same file, and the work
// goes on without the result: a best-effort step (medium). A function with a
// caller that lets the failure through stays high.
const PREVIEW_TIMEOUT_MS = 800; // expect: short-timeout@medium

const fetchRedirect = async (url: URL): Promise<string | undefined> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PREVIEW_TIMEOUT_MS);
  try {
    const response = await fetch(url.toString(), { redirect: 'manual', signal: controller.signal });
    return response.headers.get('location') ?? undefined;
  } finally {
    clearTimeout(timer);
  }
};

export const resolveShortLink = async (url: URL): Promise<URL | undefined> => {
  const location = await fetchRedirect(url);
  return location ? new URL(location, url) : undefined;
};

export const linkPreview = async (raw: string): Promise<string | undefined> => {
  try {
    return (await resolveShortLink(new URL(raw)))?.toString();
  } catch {
    return undefined;
  }
};

export async function loadQuote(id: string) {
  const res = await fetch(`https://quotes.example.com/quotes/${id}`, {
    signal: AbortSignal.timeout(800), // expect: short-timeout
  });
  return res.json();
}

export async function quoteOrNothing(id: string) {
  try {
    return await loadQuote(id);
  } catch {
    return null;
  }
}

export async function requireQuote(id: string) {
  return loadQuote(id);
}
