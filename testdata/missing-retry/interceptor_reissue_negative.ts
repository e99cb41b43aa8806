// The instance's response interceptor sends a failed request again (up to
// three times, with a growing pause): calls through it are covered.
import axios, { AxiosError, InternalAxiosRequestConfig } from 'axios';

type Tracked = InternalAxiosRequestConfig & { __attempt?: number };

const inventory = axios.create({ baseURL: 'https://inventory.example.com', timeout: 10_000 });

inventory.interceptors.response.use(
  (res) => res,
  async (error: AxiosError) => {
    const config = error.config as Tracked | undefined;
    const status = error.response?.status ?? 0;
    if (!config || (status && status < 500 && status !== 429)) throw error;
    config.__attempt = (config.__attempt ?? 0) + 1;
    if (config.__attempt > 3) throw error;
    await new Promise((r) => setTimeout(r, 250 * 2 ** config.__attempt!));
    return inventory(config);
  },
);

export async function stockLevel(sku: string): Promise<number> {
  const { data } = await inventory.get<{ onHand: number }>(`/stock/${sku}`);
  return data.onHand;
}
