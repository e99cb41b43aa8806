import pRetry from 'p-retry';
import { getSession, getProfile } from './sessions';

export async function handle(id: string) {
  const session = await pRetry(() => getSession(id), { retries: 3 });
  // The raw call inside `getProfile` is reported, in sessions.ts.
  const profile = await getProfile(id);
  return { session, profile };
}
