// A status list that is only the default of a keyed settings lookup: each
// feed's settings can name 429 (medium). The same list used as the policy
// itself stays high.
import axios from 'axios';
import axiosRetry from 'axios-retry';

const DEFAULT_RETRY_STATUSES = [500, 502, 504]; // expect: retry-skips-throttling@medium
const FIXED_RETRY_STATUSES = [500, 502, 504]; // expect: retry-skips-throttling

export function feedClient(settings: Map<string, number[]>) {
  const statuses = settings.get('retryStatuses', DEFAULT_RETRY_STATUSES);
  const client = axios.create();
  axiosRetry(client, {
    retries: 5,
    retryDelay: axiosRetry.exponentialDelay,
    retryCondition: (err) => statuses.includes(err.response?.status ?? 0),
  });
  return client;
}

export function fixedClient() {
  const client = axios.create();
  axiosRetry(client, {
    retries: 5,
    retryDelay: axiosRetry.exponentialDelay,
    retryCondition: (err) => FIXED_RETRY_STATUSES.includes(err.response?.status ?? 0),
  });
  return client;
}
