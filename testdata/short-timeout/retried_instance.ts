// A client instance handed to a retry package: its short budget bounds one
// attempt, and a timed-out attempt is tried again (medium). Retries turned
// off for an instance leave its budget a hard limit (high).
import axios from 'axios';
import axiosRetry from 'axios-retry';

const partner = axios.create({
  baseURL: 'https://partner.example.com',
  timeout: 1000, // expect: short-timeout@medium
});

axiosRetry(partner, {
  retryCondition: (error) => !error.response,
  retryDelay: () => 200,
  shouldResetTimeout: true,
});

const ledger = axios.create({
  baseURL: 'https://ledger.example.com',
  timeout: 1000, // expect: short-timeout
});

axiosRetry(ledger, { retries: 0 });

export async function pushSituation(situation: unknown) {
  const { data } = await partner.post('/situations', situation);
  await ledger.post('/entries', { situation: data });
  return data;
}
