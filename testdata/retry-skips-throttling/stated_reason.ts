import axios from 'axios';
import axiosRetry from 'axios-retry';

const ledger = axios.create({ baseURL: 'https://ledger.example.com' });
axiosRetry(ledger, {
  retries: 3,
  retryDelay: axiosRetry.exponentialDelay,
  // Never retry the ledger's 429: it is a daily quota and a retry only
  // spends more of it.
  retryCondition: (error) => (error.response?.status ?? 0) >= 500, // expect: retry-skips-throttling@medium
});

const rates = axios.create({ baseURL: 'https://rates.example.com' });
axiosRetry(rates, {
  retries: 3,
  retryDelay: axiosRetry.exponentialDelay,
  // retry condition for rates
  retryCondition: (error) => (error.response?.status ?? 0) >= 500, // expect: retry-skips-throttling
});

export { ledger, rates };
