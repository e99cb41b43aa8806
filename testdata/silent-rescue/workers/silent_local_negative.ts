// Twin: JSON-parse fallback only, and a handler that logs with the error.
export function parseFlags(raw: string): Record<string, boolean> {
  try {
    return JSON.parse(raw);
  } catch {
    return {};
  }
}

export function applyTheme(el: { dataset: Record<string, string> }, name: string) {
  try {
    el.dataset.theme = name.toLowerCase();
  } catch (e) {
    console.warn('theme not applied', e);
  }
}
