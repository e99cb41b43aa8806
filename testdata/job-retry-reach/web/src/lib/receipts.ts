import axios from 'axios';

// Runs inside the receipts worker, whose jobs BullMQ retries.
export async function renderReceipt(orderId: string) {
  const { data } = await axios.get(`https://orders.example.com/orders/${orderId}`); // expect: missing-retry@medium
  return data;
}
