import axios, { AxiosInstance } from "axios";

// Nothing in the scan runs this class: the helper beside the unwrapped call
// is the evidence that its calls need a retry (the helper case does not
// depend on who calls it).
export class AccountGateway {
  private readonly http: AxiosInstance = axios.create({ baseURL: process.env.ACCOUNTS_URL });

  private async withBackoff<T>(op: () => Promise<T>, attempts = 4): Promise<T> {
    for (let i = 0; ; i++) {
      try {
        return await op();
      } catch (err) {
        if (i + 1 >= attempts) throw err;
        await new Promise((r) => setTimeout(r, 2 ** i * 250));
      }
    }
  }

  async profile(id: string) {
    const res = await this.withBackoff(() => this.http.get(`/v1/accounts/${id}`));
    return res.data;
  }

  async sessions(id: string) {
    const res = await this.http.get(`/v1/accounts/${id}/sessions`); // expect: missing-retry
    return res.data;
  }
}
