// Incident INC-2026-07-03-authorizer-timeout, paraphrased: a token check whose
// shared fetch helper aborts each attempt after one second, and a handler that
// turns every failure into "not authorized".
export class HttpUtils {
  static async fetchAttempts(
    target: string,
    init: RequestInit,
    tries = 3,
    timeoutMs = 1000, // expect: short-timeout
  ): Promise<Response> {
    for (let attempt = 0; attempt < tries; attempt++) {
      try {
        const ctl = new AbortController();
        const timer = setTimeout(() => ctl.abort(), timeoutMs);
        const res = await fetch(target, { ...init, signal: ctl.signal });
        clearTimeout(timer);
        return res;
      } catch (err: any) {
        console.error(`attempt ${attempt + 1}/${tries} failed:`, err.message);
        if (attempt === tries - 1) {
          throw err;
        }
        await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
      }
    }
    throw new Error('all attempts failed');
  }
}

export const authorize = async (event: { headers: Record<string, string> }, domain: string) => {
  try {
    const token = event.headers['x-auth'];
    const res = await fetch(`https://api.${domain}/v1/me`, { headers: { 'x-auth': token } });
    if (res.status !== 200) {
      throw new Error('permission denied');
    }
    return { isAuthorized: true, context: await res.json() };
  } catch (error: any) { // expect: silent-rescue
    console.log('authorization failed: ', error.message);
    return { isAuthorized: false };
  }
};
