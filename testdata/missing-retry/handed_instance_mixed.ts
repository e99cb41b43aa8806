// Two instances, one without retries: a handed-in client may be either.
import type { AxiosInstance } from "axios";
import axios from "axios";
import axiosRetry from "axios-retry";

export const retrying = axios.create({ baseURL: "https://a.example.com", timeout: 5000 });
axiosRetry(retrying, { retries: 3, retryDelay: axiosRetry.exponentialDelay });
export const plain = axios.create({ baseURL: "https://b.example.com", timeout: 5000 });

export async function fetchWith(client: AxiosInstance, path: string) {
  const response = await client.get(path); // expect: missing-retry@medium
  return response.data;
}
