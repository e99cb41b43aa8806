// The handler goes round on a version conflict and on a 502: the conflict
// is answered by reading again at once, but a bad gateway is a dependency
// that is failing, and going round at once meets it again (the Ruby
// counterpart is conflict_or_bad_gateway.rb).
import axios from "axios";

export async function putProfile(url: string, changes: Record<string, unknown>) {
  for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay
    try {
      const current = (await axios.get(url, { timeout: 5000 })).data;
      const response = await axios.put(url, { ...current, ...changes }, {
        timeout: 5000,
        headers: { "If-Match": current.etag },
      });
      return response.data;
    } catch (err: any) {
      if (err.response?.status === 409 || err.response?.status === 502) {
        continue;
      }
      throw err;
    }
  }
  throw new Error(`could not update ${url}`);
}
