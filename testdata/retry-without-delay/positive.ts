import axios from "axios";

export async function uploadPart(partsApi: PartsApi, part: Buffer) {
  for (let i = 0; i < 3; i++) { // expect: retry-without-delay@medium
    try {
      return await partsApi.upload(part);
    } catch (err) {
      console.warn("upload failed, retrying", err);
    }
  }
  throw new Error("upload failed");
}

export async function postWithRetries(url: string, body: unknown) {
  let retries = 5;
  while (retries-- > 0) { // expect: retry-without-delay
    try {
      const res = await axios.post(url, body);
      return res.data;
    } catch (e) {
      if (retries === 0) throw e;
    }
  }
}

export async function loadConfig(url: string, attempt = 0): Promise<unknown> {
  try {
    const res = await fetch(url);
    return await res.json();
  } catch (e) {
    if (attempt < 3) return loadConfig(url, attempt + 1); // expect: retry-without-delay
    throw e;
  }
}

export async function forever(jobsClient: JobsClient, id: string) {
  for (;;) { // expect: retry-without-delay@medium
    try {
      await jobsClient.ack(id);
      break;
    } catch {
      // try again
    }
  }
}

interface PartsApi {
  upload(part: Buffer): Promise<string>;
}
interface JobsClient {
  ack(id: string): Promise<void>;
}

export async function syncThrowingOnStatus(id: string) {
  // The try body throws on a bad status before its success return.
  for (let i = 0; i < 3; i++) { // expect: retry-without-delay
    try {
      const res = await fetch(`https://api.example.com/sync/${id}`);
      if (!res.ok) throw new Error(`sync failed: ${res.status}`);
      return res;
    } catch (e) {
      console.warn('retrying', e);
    }
  }
}

export function uploadChunk(part: Buffer, tries = 3): Promise<unknown> {
  // Promise-callback recursion: the rejection handler calls the function again at once.
  return axios.put('https://store.example.com/part', part).catch((err) =>
    tries > 0 ? uploadChunk(part, tries - 1) : Promise.reject(err), // expect: retry-without-delay
  );
}
