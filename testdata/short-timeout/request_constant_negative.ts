import axios from 'axios';

const REQUEST_TIMEOUT = 10000;

export async function getInvoice(id: string) {
  const res = await axios.get(`https://billing.example.com/invoices/${id}`, { timeout: REQUEST_TIMEOUT });
  return res.data;
}

export async function liveness() {
  return axios.get('https://billing.example.com/healthz', { timeout: 5000 });
}
