// Receivers known by their binding or type, not by their names.
import { IdentityClient, TokenService } from './identity-client';

const identity = new IdentityClient(process.env.IDENTITY_URL ?? '');
const gate = new IdentityClient('https://id.example.com');

export async function authorize(token: string): Promise<boolean> {
  try {
    return await gate.verify(token);
  } catch (e) { // expect: silent-rescue
    console.error('identity check failed', e.message);
    return false;
  }
}

export function segments(token: string): string[] | null {
  // `parse` is local work on the same client: not remote.
  try {
    return identity.parse(token);
  } catch (e) {
    console.warn(e.message);
    return null;
  }
}

export class Session {
  constructor(
    private readonly ids: IdentityClient,
    private readonly tokens: TokenService,
  ) {}

  async check(token: string): Promise<boolean> {
    try {
      return await this.ids.verify(token);
    } catch (err) { // expect: silent-rescue
      console.warn(err.message);
      return false;
    }
  }

  claims(token: string): unknown {
    // A `*Service` receiver whose method is summarised as local work.
    try {
      return this.tokens.decode(token);
    } catch (err) {
      console.warn(err.message);
      return null;
    }
  }
}
