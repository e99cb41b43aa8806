// axios-retry waits nothing between attempts unless given a `retryDelay`.
import axios from 'axios';
import axiosRetry from 'axios-retry';

export const partnerApi = axios.create({ baseURL: 'https://partner.example.com', timeout: 10000 });
axiosRetry(partnerApi, { retries: 3 }); // expect: retry-without-delay

export const billingApi = axios.create({ baseURL: 'https://billing.example.com', timeout: 10000 });
axiosRetry(billingApi, { retries: 4, retryDelay: axiosRetry.noDelay }); // expect: retry-without-delay

export const catalogApi = axios.create({ baseURL: 'https://catalog.example.com', timeout: 10000 });
axiosRetry(catalogApi, { retries: 3, retryDelay: axiosRetry.exponentialDelay });

export const searchApi = axios.create({ baseURL: 'https://search.example.com', timeout: 10000 });
axiosRetry(searchApi, { retries: 1 });

export const statsApi = axios.create({ baseURL: 'https://stats.example.com', timeout: 10000 });
axiosRetry(statsApi, { retries: 0 });
