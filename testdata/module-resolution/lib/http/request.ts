// A house request helper, re-exported by the package index (lib/http/index.ts).
export interface RequestOptions {
  method?: string;
  body?: string;
  timeout: number;
}

export async function makeRequest(url: string, options: RequestOptions): Promise<Response> {
  return fetch(url, {
    method: options.method ?? 'GET',
    body: options.body,
    signal: AbortSignal.timeout(options.timeout),
  });
}
