import axios, { AxiosError } from "axios";

// The status list is the default of a parameter of a retry helper.
export async function withRetry<T>(
  fn: () => Promise<T>,
  retryOn: number[] = [500, 502, 503, 504], // expect: retry-skips-throttling
  attempts = 3,
): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (err) {
      const status = (err as AxiosError).response?.status ?? 0;
      if (i >= attempts - 1 || !retryOn.includes(status)) throw err;
      await new Promise((r) => setTimeout(r, 2 ** i * 500));
    }
  }
}

// A default list of a function that has nothing to do with retries.
export function errorPage(status: number, known: number[] = [500, 502, 504]) {
  return known.includes(status) ? `errors/${status}.html` : "errors/default.html";
}

export const fetchUser = (id: string) => withRetry(() => axios.get(`/users/${id}`));
