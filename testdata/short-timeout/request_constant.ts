// A request-timeout constant passed to a real client call is judged by that use.
import axios from 'axios';

const REQUEST_TIMEOUT = 1000; // expect: short-timeout

export async function getInvoice(id: string) {
  const res = await axios.get(`https://billing.example.com/invoices/${id}`, { timeout: REQUEST_TIMEOUT });
  return res.data;
}

export async function liveness() {
  // A probe: its short budget is usually intended.
  return axios.get('https://billing.example.com/healthz', { timeout: 500 }); // expect: short-timeout@medium
}
