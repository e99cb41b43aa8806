// Retries configured but disabled (`retries: 0`) are not retries.
import axios from 'axios';
import axiosRetry from 'axios-retry';

const client = axios.create({ baseURL: 'https://reports.example.com' });
axiosRetry(client, { retries: 0 });

export async function fetchReport(id: string) {
  return client.get(`/reports/${id}`); // expect: missing-retry@medium
}
