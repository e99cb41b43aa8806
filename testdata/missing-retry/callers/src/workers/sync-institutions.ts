import {
  fetchGoCardlessInstitutions,
  fetchPlaidInstitutions,
  fetchTellerInstitutions,
} from '../services/banking/institutions';

export async function syncInstitutions(logger: { warn: (m: string, e: unknown) => void }) {
  const settled = await Promise.allSettled([fetchTellerInstitutions()]);
  const failed = settled.filter((r) => r.status === 'rejected').length;

  const gocardless = await fetchGoCardlessInstitutions('GB');

  const plaid = await fetchPlaidInstitutions(0).catch((err) => {
    logger.warn('plaid institutions failed', err);
    throw err;
  });
  return { failed, count: gocardless.length + plaid.length };
}
