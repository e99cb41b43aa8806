// A loop that sends the request again while its own response is a transient
// failure, bounded by an attempt counter, is a retry, not a poll.
export async function fetchEvents(url: string): Promise<unknown> {
  let res = await fetch(url);
  let attempt = 1;
  while (res.status === 503 && attempt < 3) { // expect: retry-without-delay
    attempt++;
    res = await fetch(url);
  }
  if (!res.ok) throw new Error(`events: ${res.status}`);
  return res.json();
}
