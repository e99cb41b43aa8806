// A job processor's table: entries with a cron expression run their handler
// on every tick (the next run tries again: medium); a job only queued by
// hand has no such second chance (high).
import { runRatesImporter } from "./importers/rates.importer";
import { runHolidaysImporter } from "./importers/holidays.importer";
import { runArchiveImporter } from "./importers/archive.importer";

export const crons = {
  "Import des taux": {
    cron_string: "0 4 * * *",
    handler: runRatesImporter,
    resumable: true,
  },
  "Import des jours feries": {
    cron_string: "0 5 * * 1",
    handler: async (_job: unknown, signal: AbortSignal) => runHolidaysImporter(signal),
  },
};

export const jobs = {
  "import:archive": {
    handler: runArchiveImporter,
  },
};
