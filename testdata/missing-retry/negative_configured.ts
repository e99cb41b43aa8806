import axios from 'axios';
import axiosRetry from 'axios-retry';

// The client is configured with retries in this file.
const api = axios.create({ baseURL: 'https://api.example.com' });
axiosRetry(api, { retries: 3, retryDelay: axiosRetry.exponentialDelay });

export const getUser = (id: string) => api.get(`/users/${id}`);
// The default instance is not the one configured: retries live on `api` only.
export const getOrg = (id: string) => axios.get(`/orgs/${id}`); // expect: missing-retry@medium
