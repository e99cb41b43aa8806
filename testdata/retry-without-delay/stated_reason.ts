export async function fetchDescriptor(url: string, attempts = 3): Promise<unknown> {
  // Retry at once on purpose: the mirror list rotates per request, so the
  // next attempt goes to another host and waiting would only add latency.
  for (let attempt = 0; attempt < attempts; attempt++) { // expect: retry-without-delay@medium
    try {
      const res = await fetch(`${url}?attempt=${attempt}`);
      return await res.json();
    } catch (err) {
      console.warn('retrying', err);
    }
  }
  throw new Error('no mirror answered');
}

export async function fetchManifest(url: string, attempts = 3): Promise<unknown> {
  // Retry because the CDN drops connections now and then.
  for (let attempt = 0; attempt < attempts; attempt++) { // expect: retry-without-delay
    try {
      const res = await fetch(`${url}?attempt=${attempt}`);
      return await res.json();
    } catch (err) {
      console.warn('retrying', err);
    }
  }
  throw new Error('manifest unavailable');
}
