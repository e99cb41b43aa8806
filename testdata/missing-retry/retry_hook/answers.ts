import got from "got";
import { exponentialBackoff } from "./backoff";

// got retries transient failures by default.
const metricsApi = got.extend({ prefixUrl: "https://metrics.example.com" });

// The hook handed after the operation (`onRetry`) runs between attempts: it
// is not retried work, so `metricsApi.post` after the failure is not "unlike"
// a wrapped call.
export async function answer(question: string) {
  try {
    return await exponentialBackoff(
      () => fetch("https://llm.example.com/answer", { method: "POST", body: question }),
      3,
      1000,
      () => metricsApi.post("retries", { json: { kind: "answer" } }),
    );
  } catch (error) {
    await metricsApi.post("errors", { json: { kind: "answer" } });
    throw error;
  }
}
