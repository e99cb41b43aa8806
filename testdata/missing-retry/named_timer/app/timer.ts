import { refreshPrices } from '../workers/prices';

async function tick(): Promise<void> {
  const prices = await refreshPrices();
  console.log(`${prices.length} prices`);
}

export function start(): void {
  setInterval(tick, 60_000);
}
