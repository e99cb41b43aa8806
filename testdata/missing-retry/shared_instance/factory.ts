// Factory functions that build clients; the callers bind their value.
import axios from 'axios';
import axiosRetry from 'axios-retry';

export function makeClient(baseURL: string) {
  return axios.create({ baseURL });
}

export const makeRetryingClient = (baseURL: string) => {
  const client = axios.create({ baseURL });
  axiosRetry(client, { retries: 3, retryDelay: axiosRetry.exponentialDelay });
  return client;
};

export function makeCache() {
  return new Map<string, string>();
}
