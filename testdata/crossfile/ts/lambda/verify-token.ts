import { NetUtils } from '../lib/net-utils';

export async function verifyToken(token: string, host: string) {
  // Relies on the 1 s default declared in lib/net-utils.ts.
  const me = await NetUtils.getWithRetries(`https://${host}/v1/me`, { // expect: short-timeout
    headers: { authorization: token },
  });
  // Passing an explicit budget is fine.
  const teams = await NetUtils.getWithRetries(`https://${host}/v1/teams`, { headers: {} }, 3, 5000);
  return { me: await me.json(), teams: await teams.json() };
}
