import axios from "axios";

export async function pushMetrics(url: string, batch: unknown[]) {
  for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay
    try {
      return await axios.post(url, batch, { timeout: 10_000 });
    } catch (err: any) {
      // Refused connections are retried at once as well.
      if (err.code !== "ETIMEDOUT" && err.code !== "ECONNREFUSED") throw err;
    }
  }
}
