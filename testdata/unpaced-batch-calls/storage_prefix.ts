// A remote client whose class name starts with a storage-like word is still
// remote: it is known by its type and by what its methods send.
import axios, { AxiosInstance } from 'axios';

export class StorageApiClient {
  private readonly http: AxiosInstance = axios.create({ baseURL: process.env.STORAGE_API_URL });

  async putObject(key: string, body: Buffer) {
    await this.http.put(`/objects/${encodeURIComponent(key)}`, body);
  }
}

export class BackupExporter {
  constructor(private readonly storageApiClient: StorageApiClient) {}

  async exportAll(files: { key: string; body: Buffer }[]) {
    for (const file of files) { // expect: unpaced-batch-calls
      await this.storageApiClient.putObject(file.key, file.body);
    }
  }
}

export async function warmCache(keys: string[], cacheServiceClient: StorageApiClient) {
  for (const key of keys) { // expect: unpaced-batch-calls
    await cacheServiceClient.putObject(key, Buffer.from(''));
  }
}
