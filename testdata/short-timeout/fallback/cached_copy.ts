import axios from "axios";

// A short budget whose handler falls back to a cached copy and throws only
// when there is none: the failure is handled where it happens (medium).
let cached: unknown;

export async function bannerConfig(url: string): Promise<unknown> {
  try {
    const res = await axios.get(url, { timeout: 1000 }); // expect: short-timeout@medium
    cached = res.data;
    return res.data;
  } catch (err) {
    if (cached) {
      return cached;
    }
    throw new Error(`no banner config: ${String(err)}`);
  }
}

// The handler only translates the error: nothing to fall back on (high).
export async function tariff(url: string): Promise<unknown> {
  try {
    const res = await axios.get(url, { timeout: 1000 }); // expect: short-timeout
    return res.data;
  } catch (err) {
    throw new Error(`tariff unavailable: ${String(err)}`);
  }
}

// A handler that answers for one status of the caught error and rethrows
// everything else: a translation, not a fallback (high).
export async function planExists(url: string): Promise<boolean> {
  try {
    await axios.get(url, { timeout: 1000 }); // expect: short-timeout
    return true;
  } catch (error: any) {
    if (error.response?.status === 404) return false;
    throw error;
  }
}
