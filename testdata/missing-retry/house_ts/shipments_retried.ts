// Negative twin: the same house client, wrapped in p-retry.
import pRetry from 'p-retry';
import { apiFetch } from './http';

export async function cancelShipment(id: string) {
  return pRetry(async () => {
    const res = await apiFetch(`https://shipping.example.com/v1/shipments/${id}`, { method: 'DELETE' });
    if (!res.ok) throw new Error(`cancel failed: ${res.status}`);
    return res.json();
  }, { retries: 4 });
}
