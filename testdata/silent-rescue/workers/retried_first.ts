// A worker's handler around a call that already went through a retry
// helper sees only what outlasted the retries (medium); a job's own retry
// does not count, because the handler keeps the failure from it (high).
import axios, { AxiosRequestConfig } from 'axios';

export class FolderResolver {
  async parentOf(folderId: string): Promise<string | null> {
    try {
      const res = await this.requestWithRetry({ url: `https://drive.example.com/folders/${folderId}/parent` });
      return (res as { id: string }).id;
    } catch (error) { // expect: silent-rescue@medium
      console.error('parent lookup failed', error);
      return null;
    }
  }

  async ownerOf(folderId: string): Promise<string | null> {
    try {
      const res = await axios.get(`https://drive.example.com/folders/${folderId}/owner`);
      return res.data.id;
    } catch (error) { // expect: silent-rescue
      console.error('owner lookup failed', error);
      return null;
    }
  }

  private async requestWithRetry(config: AxiosRequestConfig, attempts = 5): Promise<unknown> {
    for (let i = 0; ; i++) {
      try {
        return (await axios.request(config)).data;
      } catch (err) {
        if (i >= attempts - 1) throw err;
        await new Promise((r) => setTimeout(r, 2 ** i * 500));
      }
    }
  }
}
