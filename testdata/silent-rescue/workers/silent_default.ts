// Completely silent catch-alls that hand the caller `undefined`: reported at medium.
export function callbackHost(raw: string): string | undefined {
  try {
    return new URL(raw).hostname.toLowerCase();
  } catch { // expect: silent-rescue@medium
    return undefined;
  }
}
