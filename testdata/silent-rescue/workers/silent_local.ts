// Completely silent catch-alls around local work: reported at medium.
import { readFileSync } from 'fs';

export function loadOverrides(path: string): Record<string, string> {
  try {
    return parseIni(readFileSync(path, 'utf8'));
  } catch { // expect: silent-rescue@medium
    return {};
  }
}

export function applyTheme(el: { dataset: Record<string, string> }, name: string) {
  try {
    el.dataset.theme = normalizeTheme(name);
  } catch (e) { // expect: silent-rescue@medium
  }
}

function parseIni(text: string): Record<string, string> {
  return Object.fromEntries(text.split('\n').filter(Boolean).map((l) => l.split('=') as [string, string]));
}
function normalizeTheme(n: string) {
  if (!n) throw new Error('empty');
  return n.toLowerCase();
}
