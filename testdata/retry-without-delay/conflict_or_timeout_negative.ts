// The handler goes round only on a version conflict (409) or a client-side
// timeout, and rethrows every other failure: after a conflict the document
// is read again and written at once (optimistic locking), and a timed-out
// attempt has already waited.
import axios from "axios";

export async function putProfile(url: string, changes: Record<string, unknown>) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const current = (await axios.get(url, { timeout: 5000 })).data;
      const response = await axios.put(url, { ...current, ...changes }, {
        timeout: 5000,
        headers: { "If-Match": current.etag },
      });
      return response.data;
    } catch (err: any) {
      if (err.response?.status === 409 || err.code === "ECONNABORTED") {
        continue;
      }
      throw err;
    }
  }
  throw new Error(`could not update ${url}`);
}
