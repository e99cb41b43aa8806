import { Worker, Job } from "bullmq";
import { logger } from "../lib/logger";
import { ledger } from "../lib/ledger";

export const invoiceWorker = new Worker(
  "invoice-sync",
  async (job: Job) => {
    for (const line of job.data.lines) {
      try {
        await ledger.postLine(job.data.invoiceId, line);
      } catch (err) { // expect: silent-rescue@medium
        logger.error({ err, line }, "posting invoice line failed");
      }
    }
    try {
      await ledger.closeInvoice(job.data.invoiceId);
    } catch (err) { // expect: silent-rescue@medium
      logger.warn({ err }, "closing invoice failed");
    }
  },
  { connection: { host: "redis" } },
);
