// axios-retry attached to the instance retries inside the call, before the
// handler sees the error: it is no reader of what the handler throws. With
// nothing above that decides on the status, the dropped status reaches a
// person as text (medium).
import axios from "axios";
import axiosRetry from "axios-retry";

const api = axios.create({ baseURL: "https://downloads.example.com", timeout: 30000 });
axiosRetry(api, { retries: 3, retryDelay: axiosRetry.exponentialDelay });

export async function download(path: string): Promise<Buffer> {
  try {
    const res = await api.get(path, { responseType: "arraybuffer" });
    return Buffer.from(res.data);
  } catch (err: any) {
    throw new Error(`download failed: ${err.message}`); // expect: rethrow-drops-context@medium
  }
}
