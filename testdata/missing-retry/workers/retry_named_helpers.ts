import pRetry from 'p-retry';

// Named like a retry helper, but the body sends one request: the name is
// not a retry, and the file's real helper (`pRetry`) does not wrap it.
export async function fetchWithRetry(url: string) {
  return fetch(url); // expect: missing-retry
}

export async function loadProfile(url: string) {
  return pRetry(() => fetch(url), { retries: 3 });
}

// Named like a retry helper and shaped like one: a loop that catches and
// goes round. The call inside it is retried.
export async function fetchWithRetries(url: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url);
    } catch (e) {
      if (attempt >= 3) throw e;
      await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
    }
  }
}
