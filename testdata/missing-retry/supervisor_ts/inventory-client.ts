import axios from 'axios';

export async function pullInventory(base: string): Promise<unknown> {
  const res = await axios.get(`${base}/inventory`);
  return res.data;
}

export async function pullPrices(base: string): Promise<unknown> {
  const res = await axios.get(`${base}/prices`); // expect: missing-retry@medium
  return res.data;
}
