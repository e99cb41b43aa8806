import axios, { AxiosInstance } from "axios";

export class Exporter {
  private http!: AxiosInstance;

  constructor(private readonly url: string) {
    this.reconnect();
  }

  private reconnect() {
    this.http = axios.create({ baseURL: this.url, timeout: 10_000 });
  }

  private noteFailure(item: unknown) {
    console.warn("push failed", item);
  }

  // The handler builds a new client before the next attempt.
  async push(item: unknown) {
    for (let i = 0; i < 3; i++) {
      try {
        return await this.http.post("/items", item);
      } catch (err) {
        this.reconnect();
      }
    }
    throw new Error("unreachable");
  }

  // The handler's own method only logs: the same client is hit again at once.
  async pushLogged(item: unknown) {
    for (let i = 0; i < 3; i++) { // expect: retry-without-delay
      try {
        return await this.http.post("/items", item);
      } catch (err) {
        this.noteFailure(item);
      }
    }
    throw new Error("unreachable");
  }
}
