// A method handed by reference to a retry wrapper runs inside its retry.
import axios from "axios";
import pRetry from "p-retry";

export class ReportClient {
  async fetchReport(id: string) {
    return pRetry(this.getReport.bind(this, id), { retries: 3 });
  }

  async fetchAll(id: string) {
    return withRetries(this.getAll, id);
  }

  private async getReport(id: string) {
    const res = await axios.get(`https://reports.example.com/r/${id}`, { timeout: 10_000 });
    return res.data;
  }

  private async getAll(id: string) {
    const res = await axios.get(`https://reports.example.com/all/${id}`, { timeout: 10_000 });
    return res.data;
  }

  async deleteReport(id: string) {
    await this.removeOnce(id);
  }

  private async removeOnce(id: string) {
    await axios.delete(`https://reports.example.com/r/${id}`, { timeout: 10_000 }); // expect: missing-retry
  }
}

async function withRetries<T>(fn: (id: string) => Promise<T>, id: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(id);
    } catch (err) {
      if (attempt >= 3) throw err;
      await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
    }
  }
}
