// Unattended sender (worker directory). The got HTTPError branch keeps the
// status in its message; the fallbacks after it see only transport and local
// errors, so they have no status to lose. A fallback after a branch for a
// local error class still sees the HTTP errors.
import got, { HTTPError, RequestError } from 'got';
import { ZodError } from 'zod';

class GatewayError extends Error {}

export async function sendSms(endpoint: string, to: string, text: string) {
  try {
    return await got.post(endpoint, { json: { to, text }, timeout: { request: 10_000 } });
  } catch (error: unknown) {
    if (error instanceof HTTPError) {
      const { statusCode } = error.response;
      throw new GatewayError(`SMS gateway answered ${statusCode}`);
    }
    if (error instanceof RequestError) {
      throw new GatewayError('SMS gateway unreachable');
    }
    throw new GatewayError(error instanceof Error ? error.message : String(error));
  }
}

export async function sendVoice(endpoint: string, to: string, text: string) {
  try {
    const body = await got.post(endpoint, { json: { to, text } }).json();
    return body;
  } catch (error: any) {
    if (error instanceof ZodError) {
      throw new GatewayError('invalid voice payload');
    }
    throw new GatewayError(error.message); // expect: rethrow-drops-context
  }
}
