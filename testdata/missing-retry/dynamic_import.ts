// ESM-only packages loaded from CommonJS code at run time: the bindings
// are imports all the same. `this.got` holds got's own default instance,
// which sends a POST once; `this.pRetry` is the file's retry helper, and
// `current()` does not go through it.
export class ChainWorker {
  private got: any;
  private pRetry: any;

  async send(query: string): Promise<any> {
    return await this.got.post('https://node.example.com/graphql', { json: { query } }).json();
  }

  async current() {
    return this.send('{ tip { number } }'); // expect: missing-retry
  }

  async page(q: string) {
    return this.pRetry(() => this.send(q), { retries: 5 });
  }

  async init() {
    const { default: got } = await import('got');
    this.got = got;
    this.pRetry = (await import('p-retry')).default;
  }
}
