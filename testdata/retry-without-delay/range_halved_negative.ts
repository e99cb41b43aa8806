import axios from 'axios';

// The node answers that the block range is too wide: ask again for half of
// it. A smaller part of the work, not the same request against a failing
// dependency.
export async function getLogs(from: number, to: number, maxRange: number): Promise<unknown[]> {
  return axios
    .post('https://rpc.example.com', { method: 'eth_getLogs', params: [{ from, to }] })
    .then((res) => res.data.result)
    .catch((e: Error) => {
      if (e.message.includes('block range is too wide')) {
        return getLogs(from, to, maxRange / 2);
      }
      throw e;
    });
}

// The same call again with the same arguments is a retry.
export async function getBlock(n: number, tries: number): Promise<unknown> {
  return axios
    .post('https://rpc.example.com', { method: 'eth_getBlockByNumber', params: [n] })
    .then((res) => res.data.result)
    .catch(() => getBlock(n, tries)); // expect: retry-without-delay
}
