// Status lists under other option keys.
import fetchRetry from 'fetch-retry';
import got from 'got';

const fetchWithRetry = fetchRetry(fetch, {
  retries: 4,
  retryDelay: (attempt: number) => 2 ** attempt * 500,
  retryOn: [500, 502, 503, 504], // expect: retry-skips-throttling
});

const api = got.extend({
  prefixUrl: 'https://api.example.com',
  retry: { limit: 3, statusCodes: [502, 503, 504] }, // expect: retry-skips-throttling
});

export const loadReport = (id: string) => fetchWithRetry(`https://reports.example.com/${id}`);
export const loadUser = (id: string) => api.get(`users/${id}`).json();
