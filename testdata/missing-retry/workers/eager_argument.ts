import axios, { AxiosRequestConfig } from 'axios';

// A worker signs each request with a vault lookup. The lookups written as
// plain arguments of the retry helper (`requestWithRetry({ headers: ... })`)
// run once, before the helper does: the helper does not retry them, so
// they are no evidence that the vault family is wrapped, and the lone
// lookup below is not "missing the file's helper".
export class DriveSync {
  constructor(
    private signingService: { reveal(t: string): string },
    private keysApi: { rotate(t: string): Promise<string> },
  ) {}

  async listRoot(token: string) {
    return this.requestWithRetry({
      url: 'https://drive.example.com/root',
      headers: { Authorization: `Bearer ${this.signingService.reveal(token)}` },
    });
  }

  async listChildren(token: string, id: string) {
    const auth = this.signingService.reveal(token);
    return this.requestWithRetry({ url: `https://drive.example.com/items/${id}`, headers: { Authorization: auth } });
  }

  // Deferred in the helper's closure: retried. The same call outside it is
  // the helper case.
  async rotate(token: string) {
    return this.withRetry(() => this.keysApi.rotate(token));
  }

  async rotateNow(token: string) {
    return this.keysApi.rotate(token); // expect: missing-retry
  }

  private async requestWithRetry(config: AxiosRequestConfig, attempts = 5): Promise<unknown> {
    return this.withRetry(() => axios.request(config), attempts);
  }

  private async withRetry<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
    for (let i = 0; ; i++) {
      try {
        return await fn();
      } catch (err) {
        if (i >= attempts - 1) throw err;
        await new Promise((r) => setTimeout(r, 2 ** i * 500));
      }
    }
  }
}
