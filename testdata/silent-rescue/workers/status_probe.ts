// A connectivity check: the response is read only for its status, so a
// failure to reach the endpoint is the same answer as a non-2xx (medium).
import axios from 'axios';

export class ProviderProbe {
  private async listModels(baseUrl: string) {
    return axios.post(`${baseUrl}/models/search`, {}, { validateStatus: () => true });
  }

  async modelsListed(baseUrl: string): Promise<boolean> {
    try {
      const response = await this.listModels(baseUrl);
      return response.status === 200;
    } catch (err) { // expect: silent-rescue@medium
      return false;
    }
  }

  async modelCount(baseUrl: string): Promise<number> {
    // The body is the answer: a failure is not a count of zero.
    try {
      const response = await this.listModels(baseUrl);
      return response.data.length;
    } catch (err) { // expect: silent-rescue
      return 0;
    }
  }
}
