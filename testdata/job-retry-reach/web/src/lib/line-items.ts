import axios from 'axios';

// Reached from the invoices worker through invoices.ts: BullMQ retries it.
export async function loadLineItems(orderId: string) {
  const { data } = await axios.get(`https://orders.example.com/orders/${orderId}/items`); // expect: missing-retry@medium
  return data;
}

// Nothing a job runs calls this.
export async function loadCatalogue() {
  const { data } = await axios.get('https://orders.example.com/catalogue'); // expect: missing-retry@medium
  return data;
}
