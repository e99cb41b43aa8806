// Dependencies injected with a default built in place (`x ?? new Client()`,
// `x || new Client()`, `x ? x : new Client()`): the default is what runs in
// production, so the binding is the constructed client.
import { IdentityClient } from './identity-client';

export class Reporter {
  private ids;
  private backup;
  private cache;

  constructor(ids?: IdentityClient, backup?: IdentityClient, cache?: Map<string, string>) {
    this.ids = ids ?? new IdentityClient('https://id.example.com');
    this.backup = backup ? backup : new IdentityClient('https://backup.example.com');
    this.cache = cache || new Map();
  }

  async allowed(token: string): Promise<boolean> {
    try {
      return await this.ids.verify(token);
    } catch (e) { // expect: silent-rescue
      console.warn('identity check failed', e.message);
      return false;
    }
  }

  async allowedBackup(token: string): Promise<boolean> {
    try {
      return await this.backup.verify(token);
    } catch (e) { // expect: silent-rescue
      console.warn('backup identity check failed', e.message);
      return false;
    }
  }

  cached(key: string): string | null {
    // The fallback builds a Map: local work, not remote.
    try {
      return this.cache.get(key) ?? null;
    } catch (e) {
      console.warn(e.message);
      return null;
    }
  }
}
