// A recursive retry that passes the server's Retry-After into the function,
// which waits on that parameter at its top before the request (round 45
// H9-H10): paced, not reported. The same shape whose wait reads another
// parameter, not set by the recursive call, is reported.
import axios from 'axios';

const api = axios.create({ baseURL: 'https://jobs.example.com' });

export async function getWithRetry(path: string, secondsToWait?: number): Promise<unknown> {
  if (secondsToWait) {
    await new Promise((resolve) => setTimeout(resolve, secondsToWait * 1000));
  }
  return api.get(path).catch((e) => {
    if (e.response?.status === 429 && secondsToWait === undefined) {
      return getWithRetry(path, parseInt(e.response.headers['retry-after'], 10));
    }
    throw e;
  });
}

export async function getOnce(path: string, warmupSeconds?: number, attempt = 0): Promise<unknown> {
  if (warmupSeconds) {
    await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
  }
  return api.get(path).catch((e) => {
    if (attempt < 3) {
      return getOnce(path); // expect: retry-without-delay
    }
    throw e;
  });
}
