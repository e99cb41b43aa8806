// The client accepts every status (`validateStatus: () => true`): axios
// never turns a response into an error, so the retry condition's status
// test never sees a 5xx or a 429. Listing 429 there would change nothing;
// only network errors are retried.
import axios from 'axios';
import axiosRetry from 'axios-retry';

export function createClient(baseURL: string) {
  const instance = axios.create({ baseURL, validateStatus: () => true });
  axiosRetry(instance, {
    retries: 3,
    retryCondition: (err) => axiosRetry.isNetworkError(err) || err.response?.status >= 500,
    retryDelay: axiosRetry.exponentialDelay,
  });
  return instance;
}
