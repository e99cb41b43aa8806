import axios from "axios";

// The status list is tested inline, and the branch retries.
export async function postEntry(entry: unknown, attempt = 0): Promise<unknown> {
  try {
    return await axios.post("https://ledger.example.com/entries", entry);
  } catch (err: any) {
    if ([500, 502, 503].includes(err.response?.status) && attempt < 3) { // expect: retry-skips-throttling
      await new Promise((r) => setTimeout(r, 2 ** attempt * 1000));
      return scheduleRetry(() => postEntry(entry, attempt + 1));
    }
    throw err;
  }
}

function scheduleRetry<T>(fn: () => Promise<T>): Promise<T> {
  return fn();
}

// The branch only labels the failure: no retry is decided here.
export function describe(err: any): string {
  if ([500, 502, 503].includes(err.response?.status)) {
    return "ledger unavailable";
  }
  return "ledger refused the entry";
}
