import axios from 'axios';

const vault = axios.create({ baseURL: 'https://vault.example.org', validateStatus: () => true });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function store(path: string, blob: Buffer, attemptsLeft = 3): Promise<unknown> {
  const res = await vault.put(path, blob);
  if (res.status !== 201) {
    if (attemptsLeft > 0) return store(path, blob, attemptsLeft - 1); // expect: retry-without-delay
    throw new Error(`store failed: ${res.status}`);
  }
  return res.data;
}

export async function storePaced(path: string, blob: Buffer, attemptsLeft = 3): Promise<unknown> {
  const res = await vault.put(path, blob);
  if (res.status !== 201) {
    if (attemptsLeft > 0) {
      await pause(2 ** (3 - attemptsLeft) * 1000);
      return storePaced(path, blob, attemptsLeft - 1);
    }
    throw new Error(`store failed: ${res.status}`);
  }
  return res.data;
}
