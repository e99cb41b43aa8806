// Imported through the package index (`export * from './request.js'`): the
// helper is the one its directory defines (round 91: AIOStreams).
import { makeRequest } from '../lib/http/index.js';

export async function saveConfig(url: string, config: unknown): Promise<unknown> {
  const response = await makeRequest(`${url}/saveConfig`, { // expect: missing-retry@medium
    method: 'POST',
    timeout: 1000, // expect: short-timeout
    body: JSON.stringify(config),
  });
  return response.json();
}
