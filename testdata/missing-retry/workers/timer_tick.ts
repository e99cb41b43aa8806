// A status check a timer runs again every tick: the next tick is its retry.
import axios from 'axios';

const operationDone = async (url: string): Promise<boolean> => {
  const { data } = await axios.get(url); // expect: missing-retry@medium
  return data.status === 'done';
};

export function waitForOperation(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setInterval(async () => {
      if (await operationDone(url)) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error('operation timed out'));
      }
    }, 2000);
  });
}

// Called once, outside any timer: no tick runs it again.
const fetchReport = async (url: string) => {
  const { data } = await axios.get(url); // expect: missing-retry
  return data;
};

export async function exportReport(url: string) {
  return fetchReport(url);
}
