// A client's method known only through a local alias: `get` holds
// `http.get` or `https.get`, so `get(url, ...)` is a raw GET.
import * as http from "http";
import * as https from "https";

export function download(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let get = http.get;
    if (url.startsWith("https")) {
      get = https.get;
    }
    const req = get(url, (res) => { // expect: missing-retry@medium
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("end", () => resolve(Buffer.concat(chunks)));
    });
    req.on("error", reject);
  });
}

// An alias of a local helper's method is not a client call.
const cache = new Map<string, string>();
export function lookup(key: string): string | undefined {
  const get = cache.get.bind(cache);
  return get(key);
}

// A name also assigned a project function is not an alias of a client.
export function pick(url: string, offline: boolean) {
  let get = https.get;
  if (offline) {
    get = readFromDisk as unknown as typeof https.get;
  }
  return get(url);
}

function readFromDisk(path: string) {
  return path;
}
