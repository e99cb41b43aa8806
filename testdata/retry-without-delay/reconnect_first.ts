import https from "node:https";
import axios, { AxiosInstance } from "axios";

export class LedgerClient {
  private http: AxiosInstance;
  private agent = new https.Agent({ keepAlive: true });

  constructor(private readonly baseURL: string) {
    this.http = axios.create({ baseURL, timeout: 10_000, httpsAgent: this.agent });
  }

  private resetConnection(): void {
    // Drops the kept-alive sockets: the next request opens a fresh one.
    this.agent.destroy();
  }

  // The kept-alive sockets are dropped before the next attempt.
  async balance(account: string): Promise<number> {
    for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay@medium
      try {
        const res = await this.http.get(`/accounts/${account}/balance`);
        return res.data.balance;
      } catch (err) {
        if (attempt === 2) throw err;
        this.resetConnection();
      }
    }
    throw new Error("unreachable");
  }

  // Nothing is rebuilt: the same request is fired again at once.
  async history(account: string): Promise<unknown[]> {
    for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay
      try {
        const res = await this.http.get(`/accounts/${account}/history`);
        return res.data.items;
      } catch (err) {
        if (attempt === 2) throw err;
      }
    }
    throw new Error("unreachable");
  }
}
