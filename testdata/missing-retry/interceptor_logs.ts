// The instance's response interceptor only logs and passes the failure on:
// it never sends the request again.
import axios, { AxiosError } from 'axios';

const warehouse = axios.create({ baseURL: 'https://warehouse.example.com', timeout: 10_000 });

warehouse.interceptors.response.use(
  (res) => res,
  async (error: AxiosError) => {
    console.warn('warehouse call failed', error.config?.url, error.response?.status);
    throw error;
  },
);

export async function binLocation(sku: string): Promise<string> {
  const { data } = await warehouse.get<{ bin: string }>(`/bins/${sku}`); // expect: missing-retry@medium
  return data.bin;
}
