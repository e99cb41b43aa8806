import { Worker } from 'bullmq';
import { lookupMailbox } from './../lib/mail.service';
import { LedgerClient } from '@lib/ledger-client';
import { formatAddress } from '@lib/format';

export const mailboxWorker = new Worker('mailboxes', async (job) => {
  try {
    return await lookupMailbox(job.data.address);
  } catch (err) { // expect: silent-rescue
    return null;
  }
});

export async function syncBalance(ledger: LedgerClient, account: string) {
  try {
    return await ledger.get(`/accounts/${account}`);
  } catch (err) { // expect: silent-rescue
    return null;
  }
}

export const ledgerWorker = new Worker('ledger', async (job) => {
  return syncBalance(LedgerClient.create(), job.data.account);
});

// Local work behind an alias: not a swallowed remote failure.
export const formatWorker = new Worker('format', async (job) => {
  try {
    return formatAddress(job.data.address);
  } catch (err) { // expect: silent-rescue@medium
    return null;
  }
});
