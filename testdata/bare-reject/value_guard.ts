// A rejection after a branch that returns when a value is there: no caught
// error or failed response is in hand (medium). After a test of the
// response's success, the failed response's status is lost (high).
export async function accessToken(exchange: () => Promise<{ accessToken: string } | undefined>) {
  const token = await exchange();
  if (token) {
    return token.accessToken;
  }
  return Promise.reject(); // expect: bare-reject@medium
}

export async function profile(url: string) {
  const res = await fetch(url);
  if (res.ok) {
    return res.json();
  }
  return Promise.reject(); // expect: bare-reject
}
