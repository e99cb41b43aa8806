// Plain fetch helpers: whether they are retried is decided where they are called.
export async function fetchJson(url: string) {
  const res = await fetch(url);
  return res.json();
}

export async function fetchText(url: string) {
  const res = await fetch(url); // expect: missing-retry
  return res.text();
}
