import axios from 'axios';

// Asks whether the named remote end is alive: "no" when it cannot be reached
// is the answer.
export async function isHostHealthy(host: string): Promise<boolean> {
  try {
    const res = await axios.get(`${host}/health`);
    return res.data.healthy === true;
  } catch (err: any) { // expect: silent-rescue@medium
    console.warn(`health check: ${err.message}`);
    return false;
  }
}

// Asks the remote end a domain question: "no" on a failure to reach it is a
// wrong answer.
export async function isReportReady(host: string, reportId: string): Promise<boolean> {
  try {
    const res = await axios.get(`${host}/reports/${reportId}`);
    return res.data.ready === true;
  } catch (err: any) { // expect: silent-rescue
    console.warn(`report status: ${err.message}`);
    return false;
  }
}
