// The service's own fetch replacement: adds auth and JSON headers.
const API_TOKEN = process.env.API_TOKEN ?? '';

export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, {
    ...init,
    headers: { Authorization: `Bearer ${API_TOKEN}`, 'Content-Type': 'application/json', ...init.headers },
  });
}
