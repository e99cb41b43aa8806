// A controller in an `agents` namespace serves requests: the `agents/`
// directory inside `controllers/` is a namespace, not a worker directory.
import axios from 'axios';

export async function userinfo(token: string): Promise<unknown> {
  const res = await axios.get('https://login.example.com/userinfo', { // expect: missing-retry@medium
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.data;
}
