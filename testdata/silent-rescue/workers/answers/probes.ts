// A reachability probe: a network failure means "unreachable", and the
// function tests the fallback itself.
export async function tokenEndpointReachable(tokenUrl: string): Promise<boolean> {
  const res = await fetch(tokenUrl, { method: 'POST', signal: AbortSignal.timeout(5000) }).catch(() => null); // expect: silent-rescue@medium
  return res !== null && res.status < 500;
}

// The fallback goes straight to the caller, who cannot tell it from "no
// profile".
export async function loadProfile(url: string) {
  const res = await fetch(url).catch(() => null); // expect: silent-rescue
  return res;
}
