import axios from "axios";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Only a 429 waits: a 502 or 503 is sent again at once (round 92).
export async function ipReport(ip: string): Promise<unknown> {
  let res;
  for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay
    res = await axios.get(`https://ipdata.example.org/ipquery/${ip}`, { validateStatus: () => true });
    if (res.status === 200) {
      return res.data;
    }
    if (res.status === 429) {
      await sleep(2000);
    }
  }
  return undefined;
}

// Every failed answer waits.
export async function ipReportPaced(ip: string): Promise<unknown> {
  let res;
  for (let attempt = 0; attempt < 3; attempt++) {
    res = await axios.get(`https://ipdata.example.org/ipquery/${ip}`, { validateStatus: () => true });
    if (res.status === 200) {
      return res.data;
    }
    await sleep(res.status === 429 ? 5000 : 1000 * 2 ** attempt);
  }
  return undefined;
}
