// Incident INC-2026-04-24-pix4d-throttle-429, paraphrased: an axios retry
// interceptor that never retries 429, a wrapper that rethrows only the body,
// and a top-level log of JSON.stringify(error).
import _axios from 'axios';

const NETWORK_CODES = ['ECONNRESET', 'ETIMEDOUT', 'ECONNABORTED', 'EAI_AGAIN'];
const MAX_RETRIES = 3;

export const http = _axios.create({ timeout: 30_000 });

http.interceptors.response.use(undefined, async (error) => {
  const config = error.config;
  if (!config) throw error;
  config.retryCount = config.retryCount || 0;
  const shouldRetry = NETWORK_CODES.includes(error.code) || (error.response?.status && error.response.status >= 500); // expect: retry-skips-throttling
  if (!shouldRetry || config.retryCount >= MAX_RETRIES) {
    throw error;
  }
  config.retryCount += 1;
  await new Promise((r) => setTimeout(r, 1000 * 2 ** config.retryCount));
  return http(config);
});

export class MappingApi {
  constructor(private readonly endpoint: string, private readonly token: string) {}

  async setProcessingOptions(projectId: number, body: unknown) {
    try {
      const response = await http.put(`${this.endpoint}/projects/${projectId}/processing_options`, body, {
        headers: { Authorization: `Bearer ${this.token}` },
      });
      return response.data;
    } catch (error: any) {
      console.error(`setProcessingOptions failed - ${error.message}`);
      throw new Error(JSON.stringify(error.response?.data || error.message)); // expect: rethrow-drops-context
    }
  }
}

export async function main(api: MappingApi) {
  try {
    await api.setProcessingOptions(356, {});
  } catch (error: any) {
    console.error(`preprocess failed - error:(${JSON.stringify(error)}) / message:(${error.message})`); // expect: error-lost-in-serialization
    process.exit(1);
  }
}
