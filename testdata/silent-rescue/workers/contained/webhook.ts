// A notifier that catches and logs every failure of its own request.
import axios from 'axios';
export async function sendWebhook(url: string, payload: unknown) {
  try {
    await axios.post(url, payload);
  } catch (error) { // expect: silent-rescue@medium
    console.error('webhook failed', error);
  }
}
