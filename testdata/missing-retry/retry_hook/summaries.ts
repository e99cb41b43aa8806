import got from "got";
import { exponentialBackoff } from "./backoff";

// got retries transient failures by default.
const metricsApi = got.extend({ prefixUrl: "https://metrics.example.com" });

// The operation itself goes through the helper: a call of the same client
// outside it is reported.
export async function summarise(text: string) {
  const summary = await exponentialBackoff(() => metricsApi.post("summaries", { json: { text } }));
  await metricsApi.post("summaries/seen", { json: { text } }); // expect: missing-retry@medium
  return summary;
}
