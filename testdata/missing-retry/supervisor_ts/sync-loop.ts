// The sync loop catches every failure, logs it and waits before its next
// round: pullInventory (in another file) is tried again. pullPrices runs in
// a loop whose handler rethrows, so its failure ends the loop.
import { pullInventory, pullPrices } from './inventory-client';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runSync(base: string): Promise<void> {
  while (true) {
    try {
      await pullInventory(base);
    } catch (err) {
      console.error('inventory sync failed', err);
    }
    await sleep(30_000);
  }
}

export async function runPrices(base: string): Promise<void> {
  while (true) {
    try {
      await pullPrices(base);
    } catch (err) {
      console.error('price sync failed', err);
      throw err;
    }
    await sleep(30_000);
  }
}
