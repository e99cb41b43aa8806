import axios from "axios";

// Not an activity: called from a plain interval loop in the worker process.
export async function exportReport(reportId: string): Promise<Buffer> {
  const res = await axios.get<ArrayBuffer>(`https://reports.example.com/v1/${reportId}`, { // expect: missing-retry@medium
    responseType: "arraybuffer",
    timeout: 30_000,
  });
  return Buffer.from(res.data);
}

setInterval(() => void exportReport("daily"), 60_000);
