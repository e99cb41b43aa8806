import axios from 'axios';

export class AssetsClient {
  private token: string | null = null;

  constructor(private base: string) {}

  async login(): Promise<boolean> {
    const r = await axios.post(`${this.base}/token`, { key: 'k' }, { validateStatus: () => true });
    this.token = r.status === 200 ? r.data.token : null;
    return this.token !== null;
  }

  // Goes round only after logging in again on a 401; anything else throws.
  async call(path: string) {
    let left = 3;
    while (true) {
      const response = await axios.get(`${this.base}${path}`, {
        headers: { Authorization: `Bearer ${this.token}` },
        validateStatus: () => true,
      });
      if (response.status === 200) return response;
      if (response.status === 401) {
        if (!(await this.login())) throw new Error('cannot log in');
        left -= 1;
        if (left === 0) throw new Error('unauthorized');
      } else {
        throw new Error(`failed: ${response.status}`);
      }
    }
  }
}

export async function fetchUntilOk(url: string) {
  // A status retry with no delay: retry-without-delay's, not a poll.
  while (true) { // expect: retry-without-delay
    const response = await axios.get(url, { validateStatus: () => true });
    if (response.status === 200) return response;
  }
}
