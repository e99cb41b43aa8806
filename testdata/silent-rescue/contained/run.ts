// The caller's catch never sees the webhook's failure: the callee contains it.
import { sendWebhook } from './webhook';
export async function finishRun(id: string) {
  try {
    await sendWebhook(`https://hooks.example.com/${id}`, { id });
  } catch (err: any) {
    console.log(err.message);
  }
}
