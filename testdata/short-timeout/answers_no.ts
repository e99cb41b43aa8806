// A Lambda-style authorizer: the abort becomes "not authorized" (high). A
// preview fetch that falls back to nothing is a design choice (medium).
export async function authorize(token: string): Promise<{ isAuthorized: boolean }> {
  try {
    const res = await fetch("https://accounts.example.com/api/v1/me", {
      headers: { "x-auth": token },
      signal: AbortSignal.timeout(1000), // expect: short-timeout
    });
    return { isAuthorized: res.status === 200 };
  } catch (e: any) {
    console.log("authorize failed", e.message);
    return { isAuthorized: false };
  }
}

export async function preview(url: string): Promise<string | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) }); // expect: short-timeout@medium
    return await res.text();
  } catch {
    return undefined;
  }
}
