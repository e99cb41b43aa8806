// Attempt loops on the response's status that wait or walk data: not
// retries without delay.
import { setTimeout as sleep } from "node:timers/promises";

export async function fetchFeatureFlags(baseUrl: string, token: string) {
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${baseUrl}/flags`, { headers: { Authorization: `Bearer ${token}` } });
    if (res.ok) return res.json();
    await sleep(500 * 2 ** i);
  }
  throw new Error("feature flags unavailable");
}

export async function deliverWebhook(url: string, body: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await fetch(url, { method: "POST", body });
    if (res.status === 200) return res;
    await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
  }
  throw new Error("webhook delivery failed");
}

// Pagination: stops on the first failed page while following `next` links.
export async function listInvoices(apiUrl: string) {
  const invoices: unknown[] = [];
  let url: string | null = `${apiUrl}/invoices?limit=100`;
  while (url) {
    const res = await fetch(url);
    if (!res.ok) break;
    const page = await res.json();
    invoices.push(...page.data);
    url = page.next_url;
  }
  return invoices;
}

const REGIONS = ["https://eu.api.example.com", "https://us.api.example.com", "https://ap.api.example.com"];

// Each attempt asks another region: the argument changes per iteration.
export async function firstRegionUp(path: string) {
  for (let i = 0; i < 3; i++) {
    const res = await fetch(REGIONS[i] + path);
    if (res.ok) return res;
  }
  return null;
}

// Polls (sleepless-poll-loop's business): a state in the body, or a
// readiness probe that waits for a service to come up.
export async function waitForJob(apiUrl: string, jobId: string) {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`${apiUrl}/jobs/${jobId}`);
    const job = await res.json();
    if (job.status === "completed") return job;
  }
  throw new Error(`job ${jobId} still running`);
}

export async function waitForHealthy(baseUrl: string) {
  while (true) {
    const res = await fetch(`${baseUrl}/healthz`);
    if (res.ok) break;
  }
}
