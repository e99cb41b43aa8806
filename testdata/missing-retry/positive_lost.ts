// High confidence: no retry here, and the failure path loses what a caller
// would need to retry it.
import axios from 'axios';
import request from 'request';

export function putPart(url: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    request.put(url, { body }, (err, res) => { // expect: missing-retry@medium
      if (err || res.statusCode !== 200) {
        reject();
        return;
      }
      resolve();
    });
  });
}

// A POST is not idempotent: without an idempotency key a retry is not the
// obvious fix (medium).
export async function createSubscription(id: string) {
  try {
    await axios.post('https://notify.example.com/v1/subscriptions', { id }); // expect: missing-retry@medium
  } catch (e: any) {
    throw new Error(e.message);
  }
}

export async function putSubscription(id: string) {
  try {
    await axios.put(`https://notify.example.com/v1/subscriptions/${id}`, { id }); // expect: missing-retry@medium
  } catch (e: any) {
    throw new Error(e.message);
  }
}

export async function createSubscriptionKeepingCause(id: string) {
  try {
    await axios.post('https://notify.example.com/v1/subscriptions', { id }); // expect: missing-retry@medium
  } catch (e: any) {
    throw new Error(`subscription failed: ${e.message}`, { cause: e });
  }
}
