import axios from 'axios';

declare function saveRoster(roster: unknown): Promise<void>;

// The message and the answer's status are logged and the job goes on:
// operators see what failed and why (the error class and backtrace of an
// HTTP error add nothing).
export async function syncRoster(url: string) {
  try {
    const res = await axios.get(url);
    await saveRoster(res.data);
  } catch (err: any) { // expect: silent-rescue@medium
    console.log('roster sync failed', err.message, err?.response?.status);
  }
}

// The message alone: a timeout and a 503 read the same.
export async function syncShifts(url: string) {
  try {
    const res = await axios.get(url);
    await saveRoster(res.data);
  } catch (err: any) { // expect: silent-rescue
    console.log('shift sync failed', err.message);
  }
}
