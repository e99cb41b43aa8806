import { Worker, Job } from "bullmq";
import { logger } from "../lib/logger";
import { ledger } from "../lib/ledger";

export const invoiceWorker = new Worker(
  "invoice-sync",
  async (job: Job) => {
    for (const line of job.data.lines) {
      try {
        await ledger.postLine(job.data.invoiceId, line);
      } catch (err) {
        logger.error({ err, line }, "posting invoice line failed");
        throw err;
      }
    }
  },
  { connection: { host: "redis" } },
);
