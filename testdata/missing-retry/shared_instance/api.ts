// Client instances one module builds and the others import.
import axios from 'axios';
import axiosRetry, { exponentialDelay } from 'axios-retry';

const api = axios.create({ baseURL: 'https://api.example.com', timeout: 10_000 });

export const billing = axios.create({ baseURL: 'https://billing.example.com' });
axiosRetry(billing, { retries: 3, retryDelay: exponentialDelay });

export default api;
