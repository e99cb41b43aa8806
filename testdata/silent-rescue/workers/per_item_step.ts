// A function that ends at its catch and is called only as one step per
// item of a loop isolates that item's failure (medium); the same catch in
// a function called once stays high.
import axios from 'axios';

async function resync(ref: string): Promise<void> {
  try {
    await axios.post(`https://ci.example.com/api/resync/${ref}`);
  } catch (e: any) { // expect: silent-rescue@medium
    console.error(`resync of ${ref} failed: ${e.message}`);
  }
}

async function publish(ref: string): Promise<void> {
  try {
    await axios.post(`https://ci.example.com/api/publish/${ref}`);
  } catch (e: any) { // expect: silent-rescue
    console.error(`publish of ${ref} failed: ${e.message}`);
  }
}

export async function resyncStale(stale: string[]): Promise<void> {
  for (const ref of stale) {
    await resync(ref);
  }
  await publish(stale[stale.length - 1]);
}
