import axios from 'axios';

// A function named for NOT retrying is not a retry helper: the raw calls are
// reported as raw calls, and `purge` is not "unlike the other calls"

export class ArchiveStore {
  constructor(private readonly baseUrl: string) {}

  private async deleteObjectNonRetrying(key: string) {
    await this.ensureBucket();
    return axios.delete(`${this.baseUrl}/objects/${key}`, { timeout: 10_000 }); // expect: missing-retry@medium
  }

  async removeAll(keys: string[]) {
    for (const key of keys) {
      await this.deleteObjectNonRetrying(key);
    }
  }

  async ensureBucket() {
    return axios.put(`${this.baseUrl}/bucket`, {}, { timeout: 10_000 }); // expect: missing-retry@medium
  }

  async purge() {
    await this.ensureBucket();
  }
}
