import axios from "axios";

const api = axios.create({ baseURL: "https://api.example.org" });

// The answer only goes to the log and nothing is handed back: a telemetry
// read, whose failure loses no work (medium).
export async function logQuota(): Promise<void> {
  const rate = (await api.get("/rate_limit")).data.rate; // expect: missing-retry@medium
  const left = rate.remaining;
  console.info(`quota: ${left} of ${rate.limit} left`);
}

// The answer is handed back: the work of whoever called (high).
export async function readQuota(): Promise<number> {
  const rate = (await api.get("/rate_limit")).data.rate; // expect: missing-retry
  console.info(`quota: ${rate.remaining} left`);
  return rate.remaining;
}
