// A failed poll gives the same empty answer as "not ready yet", and the
// caller polls again after a delay: the poll loop is the retry. When the
// handler throws instead, nothing tries again.
import axios, { isAxiosError } from "axios";

const client = axios.create({ baseURL: "https://extract.example.com", timeout: 10_000 });

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function pollExtraction(extractionId: string) {
  try {
    const response = await client.get(`/extract?id=${extractionId}`);
    if (!response.headers["content-disposition"]) {
      return null;
    }
    return response.data;
  } catch (error) {
    if (isAxiosError(error)) {
      return null;
    }
    throw error;
  }
}

export async function downloadExtraction(extractionId: string) {
  let data = await pollExtraction(extractionId);
  while (!data) {
    await sleep(5_000);
    data = await pollExtraction(extractionId);
  }
  return data;
}

async function pollReport(reportId: string) {
  try {
    const response = await client.get(`/report?id=${reportId}`); // expect: missing-retry
    return response.data.ready ? response.data : null;
  } catch (error) {
    throw new Error(`report ${reportId} failed`, { cause: error });
  }
}

export async function downloadReport(reportId: string) {
  let report = await pollReport(reportId);
  while (!report) {
    await sleep(5_000);
    report = await pollReport(reportId);
  }
  return report;
}
