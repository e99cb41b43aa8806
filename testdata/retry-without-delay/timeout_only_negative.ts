import axios from "axios";

export async function pushMetrics(url: string, batch: unknown[]) {
  // Only timeouts are retried: each attempt waited its 10 s timeout.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await axios.post(url, batch, { timeout: 10_000 });
    } catch (err: any) {
      if (err.code !== "ETIMEDOUT" && err.code !== "ECONNABORTED") throw err;
    }
  }
}
