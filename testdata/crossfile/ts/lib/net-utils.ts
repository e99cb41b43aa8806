// A shared helper whose per-attempt budget defaults to one second
// (paraphrase of incident 000's CPUtils.fetchWithRetry).
export class NetUtils {
  static async getWithRetries(
    url: string,
    init: RequestInit,
    attempts = 3,
    attemptTimeoutMs = 1000, // expect: short-timeout
  ): Promise<Response> {
    let lastError: unknown;
    for (let n = 0; n < attempts; n++) {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), attemptTimeoutMs);
      try {
        const res = await fetch(url, { ...init, signal: abort.signal });
        clearTimeout(timer);
        return res;
      } catch (err) {
        lastError = err;
        await new Promise((r) => setTimeout(r, 100 * 2 ** n));
      }
    }
    throw lastError;
  }
}
