// Twins of silent_comment.ts: the spec's exemptions hold with a comment too,
// and a comment that explains a handler returning a value is a deliberate
// fallback, not a silent swallow.
import { promises as fsp } from 'fs';

export function readPrefs(raw: string): Record<string, string> | undefined {
  try {
    return JSON.parse(raw);
  } catch {
    // malformed prefs: treat as unset
  }
}

export function storageAvailable(): boolean {
  try {
    localStorage.setItem('__probe', '1');
    localStorage.removeItem('__probe');
    return true;
  } catch {
    // private mode: no storage
    return false;
  }
}

export async function writeSnapshot(path: string, body: string) {
  const tmp = `${path}.tmp`;
  try {
    await fsp.writeFile(tmp, body);
    await fsp.rename(tmp, path);
  } finally {
    try {
      await fsp.unlink(tmp);
    } catch {
      // already renamed away
    }
  }
}
