// The error as a field of an object literal serialises to `{}` just the same:
// `{"job":"sync","error":{}}`.


export async function syncAccounts(logger: { error(msg: string): void }, jobId: string) {
  try {
    await fetch("https://accounts.example.com/sync", { method: "POST", body: jobId });
  } catch (error) { // expect: silent-rescue@medium
    logger.error(JSON.stringify({ job: jobId, error })); // expect: error-lost-in-serialization
  }
}

export async function pushLedger(logger: { warn(msg: string): void }, id: string) {
  try {
    await fetch(`https://ledger.example.com/entries/${id}`, { method: "PUT" });
  } catch (err) { // expect: silent-rescue@medium
    logger.warn(`ledger push failed ${JSON.stringify({ id, cause: err })}`); // expect: error-lost-in-serialization
  }
}

// Not flagged: the object names the error's own fields beside it.
export async function pullRates(logger: { warn(msg: string): void }) {
  try {
    await fetch("https://rates.example.com/today");
  } catch (err) { // expect: silent-rescue@medium
    logger.warn(JSON.stringify({ message: err.message, stack: err.stack, err }));
  }
}

// Not flagged: the object holds no caught error.
export async function report(logger: { info(msg: string): void }, count: number) {
  try {
    await fetch("https://rates.example.com/today"); // expect: missing-retry@medium
  } catch (err) {
    logger.info(JSON.stringify({ count, failed: true }));
    throw err;
  }
}
