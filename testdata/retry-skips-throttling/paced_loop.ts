const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function pushLayer(url: string, body: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, { method: "PUT", body });
    if (res.ok) return res;
    if (res.status >= 500 && attempt < 3) { // expect: retry-skips-throttling
      await sleep(2 ** attempt * 500);
      continue;
    }
    throw new Error(`push failed: ${res.status}`);
  }
}

export async function pushStyle(url: string, body: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, { method: "PUT", body });
    if (res.ok) return res;
    if ((res.status === 429 || res.status >= 500) && attempt < 3) {
      await sleep(Number(res.headers.get("retry-after") ?? 2 ** attempt) * 1000);
      continue;
    }
    throw new Error(`push failed: ${res.status}`);
  }
}
