import axios from 'axios';

// Every caller runs it under Promise.allSettled and records the provider
// as failed: the failure ends there by design (the sync skips removals for
// a provider that failed).
export async function fetchTellerInstitutions() {
  const res = await axios.get('https://api.teller.io/institutions'); // expect: missing-retry@medium
  return res.data.map((i: { id: string; name: string }) => ({ id: i.id, name: i.name }));
}

// Its caller awaits it directly: a 502 fails the nightly sync.
export async function fetchGoCardlessInstitutions(country: string) {
  const res = await axios.get(`https://bankaccountdata.gocardless.com/api/v2/institutions/?country=${country}`); // expect: missing-retry
  return res.data;
}

// Its caller catches, logs and throws again: the failure still propagates.
export async function fetchPlaidInstitutions(offset: number) {
  const res = await axios.get('https://production.plaid.com/institutions', { params: { count: 500, offset } }); // expect: missing-retry
  return res.data.institutions;
}
