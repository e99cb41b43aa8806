import { Context } from "@temporalio/activity";
import axios from "axios";

// A Temporal activity module: activities that throw are retried by the
// platform with backoff by default.
export async function downloadReport(reportId: string): Promise<Buffer> {
  Context.current().heartbeat(reportId);
  const res = await axios.get<ArrayBuffer>(`https://reports.example.com/v1/${reportId}`, { // expect: missing-retry@medium
    responseType: "arraybuffer",
    timeout: 30_000,
  });
  return Buffer.from(res.data);
}
