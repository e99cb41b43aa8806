// A retry list whose comment says throttling is answered elsewhere: the list
// itself is a deliberate choice we cannot verify (medium); the list with no
// such comment is reported at full confidence.
import axios from 'axios';
import axiosRetry from 'axios-retry';

const RETRY_STATUSES = [500, 502, 503, 504]; // 429 backs off in the rate limiter // expect: retry-skips-throttling@medium
const EXPORT_RETRY_STATUSES = [500, 502, 503]; // expect: retry-skips-throttling

export const catalog = axios.create({ baseURL: 'https://catalog.example.com', timeout: 20000 });
axiosRetry(catalog, {
  retries: 3,
  retryDelay: axiosRetry.exponentialDelay,
  retryCondition: (err) => RETRY_STATUSES.includes(err.response?.status ?? 0),
});

export const exporter = axios.create({ baseURL: 'https://export.example.com', timeout: 20000 });
axiosRetry(exporter, {
  retries: 3,
  retryDelay: axiosRetry.exponentialDelay,
  retryCondition: (err) => EXPORT_RETRY_STATUSES.includes(err.response?.status ?? 0),
});
