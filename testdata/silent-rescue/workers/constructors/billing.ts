// A method called on an object built in place is resolved through its class.
import axios from 'axios';

class BillingClient {
  constructor(private readonly base: string) {}

  async charge(id: string) {
    return axios.post(`${this.base}/charges/${id}`);
  }

  async refund(id: string) {
    return axios.post(`${this.base}/refunds/${id}`);
  }
}

export async function chargeOrder(id: string) {
  try {
    await new BillingClient('https://billing.example.com').charge(id);
  } catch (e: any) { // expect: silent-rescue
    console.log(e.message);
  }
}
