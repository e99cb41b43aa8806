import pRetry from 'p-retry';
import { getSession, getProfile, getAvatar } from './sessions';
import { Effect } from 'effect';

export async function handle(id: string) {
  const session = await pRetry(() => getSession(id), { retries: 3 });
  // The raw call inside `getProfile` is reported, in sessions.ts.
  const profile = await getProfile(id);
  const avatar = await Effect.runPromise(Effect.retry(getAvatar(id), { times: 3 }));
  return { session, profile, avatar };
}
