// Spec case (c): a catch-all whose body is only a comment is as silent as an
// empty one. The comment tells the reader why; nobody learns that it happened.
import { promises as fsp } from 'fs';

export function remember(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch { // expect: silent-rescue@medium
    // storage may be unavailable in private mode
  }
}

// Token verification is local crypto, not remote work: still a silent
// catch-all (the caller gets `undefined`, i.e. anonymous).
export class SocketAuth {
  constructor(private readonly jwtService: { verify(t: string): Promise<{ sub: string }> }) {}

  async identify(token: string) {
    try {
      return await this.jwtService.verify(token);
    } catch (e) { // expect: silent-rescue@medium
      /* invalid token: anonymous */
    }
  }
}

export function persistDraft(path: string, body: string) {
  fsp.writeFile(path, body, 'utf8').catch(() => { // expect: silent-rescue@medium
    // drafts are best effort
  });
}

// Around resolved remote work the comment keeps the finding at medium (the
// handler explains the swallow), as before.
export async function pingPresence(apiBase: string, userId: string) {
  try {
    await fetch(`${apiBase}/presence/${userId}`, { method: 'POST' });
  } catch { // expect: silent-rescue@medium
    // presence is advisory
  }
}
