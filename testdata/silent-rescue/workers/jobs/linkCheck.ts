// A yes/no reachability probe whose response is read only for its status
// after the catch: the failure is the answer (medium).
import axios, { AxiosResponse } from "axios";
import { Worker } from "bullmq";

async function linkIsValid(url: string): Promise<boolean> {
  let res: AxiosResponse;
  try {
    res = await axios.get(url, { timeout: 5000, validateStatus: () => true });
  } catch (err) { // expect: silent-rescue@medium
    return false;
  }
  return res.status < 400;
}

export const worker = new Worker("links", async (job) => {
  const valid = await linkIsValid(job.data.url);
  await job.updateData({ ...job.data, broken: !valid });
});
