// Polls that read the response: a state in its body, or a readiness probe
// re-requested until it answers 2xx.

export async function waitForJob(apiUrl: string, jobId: string) {
  for (let i = 0; i < 600; i++) { // expect: sleepless-poll-loop
    const res = await fetch(`${apiUrl}/jobs/${jobId}`);
    const job = await res.json();
    if (job.status === "completed") return job;
  }
  throw new Error(`job ${jobId} still running`);
}

export async function waitForHealthy(baseUrl: string) {
  while (true) { // expect: sleepless-poll-loop
    const res = await fetch(`${baseUrl}/healthz`);
    if (res.ok) break;
  }
}
