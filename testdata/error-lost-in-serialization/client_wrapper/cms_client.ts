// A project client class around an axios instance. `remove` passes axios's
// errors on unchanged; `publish` replaces them with a plain Error.
import axios, { AxiosInstance } from 'axios';

export class CmsClient {
  private readonly http: AxiosInstance = axios.create({ baseURL: 'https://cms.example.com/api' });

  public async remove(endpoint: string, id: string): Promise<void> {
    await this.http.delete(`${endpoint}/${id}`);
  }

  public async publish(endpoint: string, id: string): Promise<void> {
    try {
      await this.http.post(`${endpoint}/${id}/publish`);
    } catch (e) {
      throw new Error(`publish failed for ${id}`);
    }
  }
}
