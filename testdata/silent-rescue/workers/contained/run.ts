// The caller's catch never sees the webhook's failure: the callee contains it.
import { sendWebhook } from './webhook';
export async function finishRun(id: string) {
  try {
    await sendWebhook(`https://hooks.example.com/${id}`, { id });
  } catch (err: any) {
    console.log(err.message);
  }
}

// A loop whose every task catches its own failure: contained as well.
import axios from 'axios';
export async function processUpdates(tasks: string[]) {
  for (const t of tasks) {
    try {
      await axios.post(`https://sheets.example.com/${t}`);
    } catch (error) { // expect: silent-rescue@medium
      console.error('update failed', error);
    }
  }
}

export async function runAll(tasks: string[]) {
  try {
    await processUpdates(tasks);
  } catch (err: any) {
    console.log(err.message);
  }
}
