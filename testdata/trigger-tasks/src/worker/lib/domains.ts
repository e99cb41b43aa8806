// Called from a cron-like loop in the worker process, not from a task: the
// timer runs it again every five minutes (medium, like `setInterval(f, ms)`).
export async function fetchDomainConfig(domain: string) {
  const res = await fetch(`https://api.vercel.com/v6/domains/${domain}/config`, { // expect: missing-retry@medium
    headers: { Authorization: `Bearer ${process.env.VERCEL_TOKEN}` },
  });
  if (!res.ok) throw new Error(`vercel answered ${res.status}`);
  return res.json();
}

setInterval(() => void fetchDomainConfig("docs.example.com"), 300_000);
