// A loop over alternative endpoints that stops at the first success: a
// failure answer or a caught failure goes on to the next one (a failover,
// not reported). A call sent to one fixed endpoint has no retry.
const GATEWAYS = ['https://gw1.example.com', 'https://gw2.example.com'];

export async function fetchCar(cid: string): Promise<Response | undefined> {
  let res: Response | undefined;
  for (const url of GATEWAYS) {
    res = await fetch(new URL(`/ipfs/${cid}?format=car`, url));
    if (res.ok) break;
  }
  return res;
}

export async function fetchBlock(cid: string): Promise<ArrayBuffer | undefined> {
  for (const host of GATEWAYS) {
    try {
      const res = await fetch(`${host}/block/${cid}`);
      return await res.arrayBuffer();
    } catch (err) {
      console.warn(`gateway ${host} failed`, err);
    }
  }
  return undefined;
}

export async function fetchHead(cid: string): Promise<number> {
  const res = await fetch(`https://gw1.example.com/ipfs/${cid}`, { method: 'HEAD' }); // expect: missing-retry
  if (!res.ok) throw new Error(`head failed: ${res.status}`);
  return Number(res.headers.get('content-length'));
}
