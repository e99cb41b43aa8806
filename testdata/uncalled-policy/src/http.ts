// Two retry policies. `createRetryingClient` is used by the worker: its
// predicate leaves out 429 (high). `createLegacyClient` is named nowhere
// in the project: its policy governs no request (medium).
import axios from "axios";
import axiosRetry from "axios-retry";

export const createRetryingClient = (baseURL: string) => {
  const client = axios.create({ baseURL, timeout: 10000 });
  axiosRetry(client, {
    retries: 3,
    retryDelay: axiosRetry.exponentialDelay,
    retryCondition: (error) => (error.response?.status ?? 0) >= 500, // expect: retry-skips-throttling
  });
  return client;
};

export const createLegacyClient = (baseURL: string) => {
  const client = axios.create({ baseURL, timeout: 10000 });
  axiosRetry(client, {
    retries: 3,
    retryDelay: axiosRetry.exponentialDelay,
    retryCondition: (error) => (error.response?.status ?? 0) >= 500, // expect: retry-skips-throttling@medium
  });
  return client;
};
