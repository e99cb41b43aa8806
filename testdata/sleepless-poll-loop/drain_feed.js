const axios = require('axios');

let seq = '0';

async function importBatch(db) {
  const res = await axios.get(`${db}/_changes?limit=100&since=${seq}`); // expect: missing-retry@medium
  seq = res.data.last_seq;
  return res.data.results.length;
}

async function pendingCount(db) {
  const res = await axios.get(`${db}/_active_tasks`); // expect: missing-retry@medium
  return res.data.length;
}

// Drains the changes feed a page at a time and adds up what it imported:
// the loop stops once a page is empty; it waits for nothing.
async function importAll(db) {
  let total = 0;
  let batch = 0;
  do {
    batch = await importBatch(db);
    total += batch;
  } while (batch);
  return total;
}

// Waits for the count of running tasks to drop to zero, asking at CPU speed.
async function waitIdle(db) {
  let pending = 0;
  do { // expect: sleepless-poll-loop
    pending = await pendingCount(db);
  } while (pending);
}

module.exports = { importAll, waitIdle };
