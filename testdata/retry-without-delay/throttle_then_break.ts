const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// Only a 429 goes round, after a wait; any other failure leaves the loop.
// Not reported.
export async function reservationsPage(url: string): Promise<any[] | null> {
  let items: any[] | null = null;
  for (let attempt = 0; attempt < 4; attempt++) {
    const res = await fetch(url);
    if (res.ok) {
      items = await res.json();
      break;
    }
    if (res.status === 429) {
      await sleep(700 * (attempt + 1));
      continue;
    }
    console.error(`reservations page failed: ${res.status}`);
    break;
  }
  return items;
}

// A 502 falls to the end of the body and goes round at once.
export async function guestsPage(url: string): Promise<any[] | null> {
  for (let attempt = 0; attempt < 4; attempt++) { // expect: retry-without-delay
    const res = await fetch(url);
    if (res.ok) {
      return res.json();
    }
    if (res.status === 429) {
      await sleep(700 * (attempt + 1));
      continue;
    }
    console.error(`guests page failed: ${res.status}`);
  }
  return null;
}
