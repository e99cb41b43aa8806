import fetchRetry from 'fetch-retry';
import got from 'got';

const fetchWithRetry = fetchRetry(fetch, {
  retries: 4,
  retryDelay: (attempt: number) => 2 ** attempt * 500,
  // fetch-retry does not read Retry-After itself: the info finding is expected here.
  retryOn: [429, 500, 502, 503, 504], // expect: retry-skips-throttling@medium
});

// got honours Retry-After by default (like urllib3 Retry / Faraday retry): no finding.
const api = got.extend({
  prefixUrl: 'https://api.example.com',
  retry: { limit: 3, statusCodes: [429, 502, 503, 504] },
});

export const loadReport = (id: string) => fetchWithRetry(`https://reports.example.com/${id}`);
export const loadUser = (id: string) => api.get(`users/${id}`).json();
