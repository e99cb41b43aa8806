import axios, { AxiosInstance } from 'axios';

export class ArchiveSpace {
  private cached?: AxiosInstance;

  get http(): AxiosInstance {
    if (!this.cached) {
      this.cached = axios.create({ baseURL: 'https://archive.example.org' });
    }
    return this.cached;
  }

  async putChunk(url: string, body: Buffer, attemptsLeft = 3): Promise<void> {
    try {
      await this.http.put(url, body, { timeout: 30000 });
    } catch (err) {
      if (attemptsLeft > 0) {
        return this.putChunk(url, body, attemptsLeft - 1); // expect: retry-without-delay
      }
      throw err;
    }
  }
}

export class LocalSpace {
  private cached?: Map<string, Buffer>;

  get store(): Map<string, Buffer> {
    if (!this.cached) {
      this.cached = new Map();
    }
    return this.cached;
  }

  async putChunk(key: string, body: Buffer, attemptsLeft = 3): Promise<void> {
    try {
      this.store.set(key, body);
    } catch (err) {
      if (attemptsLeft > 0) {
        return this.putChunk(key, body, attemptsLeft - 1);
      }
      throw err;
    }
  }
}
