// Generic and awaited member calls of axios and of axios instances.
import axios, { AxiosInstance } from 'axios';

type Invoice = { id: string; total: number };
type ChargeResp = { chargeId: string };

const client = axios.create({ baseURL: 'https://billing.example.com', timeout: 10000 });

export async function loadInvoice(id: string) {
  const res = await client.get<Invoice>(`/invoices/${id}`, { headers: { Accept: 'application/json' } }); // expect: missing-retry@medium
  return res.data;
}

export async function charge(invoice: Invoice) {
  const res = await axios.post<ChargeResp>('https://pay.example.com/charges', { amount: invoice.total }); // expect: missing-retry@medium
  return res.data.chargeId;
}

export class LedgerGateway {
  private readonly http: AxiosInstance;

  constructor(baseURL: string) {
    this.http = axios.create({ baseURL, timeout: 10000 });
  }

  async entries<T>(account: string): Promise<T> {
    const res = await this.http.request<T>({ method: 'GET', url: `/accounts/${account}/entries` }); // expect: missing-retry@medium
    return res.data;
  }
}
