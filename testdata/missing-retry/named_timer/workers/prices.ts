import axios from 'axios';

const quotes = axios.create({ baseURL: 'https://quotes.example.org' });

// Run on each tick of app/timer.ts's setInterval (medium: the next tick
// fetches again).
export async function refreshPrices(): Promise<number[]> {
  const { data } = await quotes.get('/v1/prices'); // expect: missing-retry@medium
  return data.prices;
}
