// A retry by recursion whose guarded part waits before its request: the
// recursive call enters the try block again and waits first (not
// reported). Without that wait it is reported.
import axios from "axios";

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function locate(address: string, attempt = 0): Promise<unknown> {
  if (attempt > 3) return null;
  try {
    await pause(1000);
    const res = await axios.get("https://geo.example.com/search", { params: { q: address } });
    return res.data;
  } catch (err) {
    return locate(address, attempt + 1);
  }
}

export async function locateFast(address: string, attempt = 0): Promise<unknown> {
  if (attempt > 3) return null;
  try {
    const res = await axios.get("https://geo.example.com/search", { params: { q: address } });
    await pause(1000);
    return res.data;
  } catch (err) {
    return locateFast(address, attempt + 1); // expect: retry-without-delay
  }
}
